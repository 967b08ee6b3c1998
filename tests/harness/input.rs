//! Reads the feature files of the run: every `*.feature` file given, or under a folder given,
//! wherever it is; each once, in path order. A scenario carrying a tag that looks like a clause
//! id but names none gets a first step that fails with the nearest id ([`super::clause_tags`]).

use std::path::{Path, PathBuf};

use cucumber::feature::Ext as _;
use cucumber::{cli, gherkin, parser};
use futures::stream;

use super::clause_tags::Clauses;

/// The parser: files and folders in, features out.
#[derive(Debug, Clone)]
pub struct Features {
    /// The clause ids tags may name.
    pub clauses: Clauses,
}

impl cucumber::Parser<Vec<PathBuf>> for Features {
    type Cli = cli::Empty;

    type Output = stream::Iter<std::vec::IntoIter<parser::Result<gherkin::Feature>>>;

    fn parse(self, roots: Vec<PathBuf>, _: cli::Empty) -> Self::Output {
        let mut files: Vec<PathBuf> = Vec::new();
        let mut errors: Vec<parser::Result<gherkin::Feature>> = Vec::new();
        for root in &roots {
            if let Err(source) = feature_files(root, &mut files) {
                let path = root.clone();
                errors.push(Err(gherkin::ParseFileError::Reading { path, source }.into()));
            }
        }
        files.sort();
        files.dedup();
        let features = files.into_iter().map(|file| {
            let feature = gherkin::Feature::parse_path(&file, gherkin::GherkinEnv::default())?;
            let mut feature = feature.expand_examples()?;
            self.clauses.check_tags(&mut feature);
            Ok(feature)
        });
        stream::iter(errors.into_iter().chain(features).collect::<Vec<_>>())
    }
}

/// Adds `path` if it is a file, else every `*.feature` file under it, to `files`.
fn feature_files(path: &Path, files: &mut Vec<PathBuf>) -> std::io::Result<()> {
    if !path.is_dir() {
        files.push(path.to_path_buf());
        return Ok(());
    }
    for entry in std::fs::read_dir(path)? {
        let path = entry?.path();
        if path.is_dir() {
            feature_files(&path, files)?;
        } else if path.extension().is_some_and(|e| e.eq_ignore_ascii_case("feature")) {
            files.push(path);
        }
    }
    Ok(())
}
