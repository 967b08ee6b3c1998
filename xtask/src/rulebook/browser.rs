//! `rulebook --check`: opens each page in headless Chromium and compares the DOM it builds with
//! what was written — every clause present as a `data-clause` section, every ruleset as a
//! `data-ruleset` row, and as many scenario entries as the page was given.
//!
//! A browser's DOM, not the written text, is what is checked: markup a browser reads otherwise
//! than meant (an unescaped `<` in a summary, say) shows up as a missing clause or entry.

use std::env;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use regex::Regex;

/// How long a browser may take over one page before it is killed.
const TIMEOUT: Duration = Duration::from_secs(60);

/// The browsers looked for on `PATH` when `$UMPIRE_BROWSER` is not set, in order.
const BROWSERS: &[&str] = &["chromium", "chromium-browser", "google-chrome"];

/// What one page should hold.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Expected {
    /// The page.
    pub page: PathBuf,
    /// The ids of its clause sections (`data-clause`), in order.
    pub clauses: Vec<String>,
    /// The rulesets of its rows (`data-ruleset`), in order.
    pub rulesets: Vec<String>,
    /// Its number of scenario entries (`<li class="scenario">`).
    pub scenarios: usize,
}

/// The browser to use: `$UMPIRE_BROWSER` (a path, or a name on `PATH`), else the first of
/// [`BROWSERS`] on `PATH`.
///
/// # Errors
/// None was found, saying where it looked.
pub fn find() -> Result<PathBuf, String> {
    if let Some(chosen) = env::var_os("UMPIRE_BROWSER").filter(|v| !v.is_empty()) {
        let chosen = PathBuf::from(chosen);
        let found =
            if chosen.components().count() > 1 { Some(chosen.clone()) } else { on_path(&chosen) };
        return found.filter(|p| p.is_file()).ok_or_else(|| {
            format!("UMPIRE_BROWSER is {}, but there is no such program", chosen.display())
        });
    }
    BROWSERS.iter().find_map(|name| on_path(Path::new(name))).ok_or_else(|| {
        format!(
            "no browser for --check: none of {} is on PATH (set UMPIRE_BROWSER to a \
             Chromium or Chrome binary)",
            BROWSERS.join(", ")
        )
    })
}

/// `name` in the first `PATH` folder that holds it.
fn on_path(name: &Path) -> Option<PathBuf> {
    let path = env::var_os("PATH")?;
    env::split_paths(&path).map(|dir| dir.join(name)).find(|p| p.is_file())
}

/// Opens every page and compares it with what it should hold.
///
/// # Errors
/// The browser could not dump a page (it failed, hung or printed nothing).
pub fn check(browser: &Path, pages: &[Expected]) -> Result<Vec<String>, String> {
    let mut differences = Vec::new();
    for expected in pages {
        let dom = dump_dom(browser, &expected.page)?;
        differences.extend(compare(expected, &dom));
    }
    Ok(differences)
}

/// The DOM `browser` builds from the page at `page`, serialised.
///
/// # Errors
/// The browser could not be started, failed, timed out or printed no document.
pub fn dump_dom(browser: &Path, page: &Path) -> Result<String, String> {
    let page = std::path::absolute(page).map_err(|e| format!("{}: {e}", page.display()))?;
    let profile = fresh_profile()?;
    let result = run_browser(browser, &profile, &page);
    // The profile is ours and only ours: a failure to tidy it is not worth failing over.
    let _ = std::fs::remove_dir_all(&profile);
    let dom = result?;
    if dom.contains("</html>") {
        Ok(dom)
    } else {
        Err(format!("{} printed no document for {}", browser.display(), page.display()))
    }
}

/// A new, empty folder under the temp folder for the browser's profile.
fn fresh_profile() -> Result<PathBuf, String> {
    let nanos = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_nanos());
    let dir =
        env::temp_dir().join(format!("umpire-rulebook-browser-{}-{nanos}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    Ok(dir)
}

/// Runs the browser on `page` with its profile in `profile`; what it prints.
fn run_browser(browser: &Path, profile: &Path, page: &Path) -> Result<String, String> {
    let url = format!("file://{}", page.display());
    let mut command = Command::new(browser);
    command
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
        ])
        .arg(format!("--user-data-dir={}", profile.display()))
        .arg("--dump-dom")
        .arg(&url)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let shown = browser.display();
    let mut child = command.spawn().map_err(|e| format!("cannot start {shown}: {e}"))?;
    let stdout = read_in_background(child.stdout.take());
    let stderr = read_in_background(child.stderr.take());
    let status = wait_or_kill(&mut child, TIMEOUT).map_err(|e| format!("{shown} on {url}: {e}"))?;
    // Helpers the browser started may hold the pipes a little longer: wait, but not forever.
    let out = stdout.recv_timeout(Duration::from_secs(10)).unwrap_or_default();
    if status.success() {
        return Ok(out);
    }
    let err = stderr.recv_timeout(Duration::from_secs(1)).unwrap_or_default();
    let tail: Vec<&str> = err.lines().rev().take(5).collect();
    Err(format!(
        "{shown} on {url} failed ({status}){}",
        tail.into_iter().rev().map(|l| format!("\n  {l}")).collect::<String>()
    ))
}

/// Reads a pipe to its end on another thread; the text arrives on the channel.
fn read_in_background(pipe: Option<impl std::io::Read + Send + 'static>) -> mpsc::Receiver<String> {
    let (send, receive) = mpsc::channel();
    if let Some(mut pipe) = pipe {
        thread::spawn(move || {
            let mut bytes = Vec::new();
            let _ = pipe.read_to_end(&mut bytes);
            let _ = send.send(String::from_utf8_lossy(&bytes).into_owned());
        });
    }
    receive
}

/// Waits for `child` to exit; kills it (and reaps it) once `timeout` has passed.
fn wait_or_kill(child: &mut Child, timeout: Duration) -> Result<std::process::ExitStatus, String> {
    let start = Instant::now();
    loop {
        match child.try_wait() {
            Ok(Some(status)) => return Ok(status),
            Ok(None) if start.elapsed() < timeout => thread::sleep(Duration::from_millis(100)),
            Ok(None) => {
                let _ = child.kill();
                let _ = child.wait();
                return Err(format!("no answer after {} s: killed", timeout.as_secs()));
            }
            Err(error) => return Err(error.to_string()),
        }
    }
}

/// The differences between what a page should hold and the DOM a browser built from it.
pub fn compare(expected: &Expected, dom: &str) -> Vec<String> {
    let page = expected.page.display();
    let mut out = Vec::new();
    let clauses = attribute_values(dom, "section", "data-clause");
    out.extend(list_differences(&page.to_string(), "clause", &expected.clauses, &clauses));
    let rulesets = attribute_values(dom, "tr", "data-ruleset");
    out.extend(list_differences(&page.to_string(), "ruleset", &expected.rulesets, &rulesets));
    let scenarios = scenario_entries(dom);
    if scenarios != expected.scenarios {
        out.push(format!(
            "{page}: {scenarios} scenario entries in the browser's DOM, {} written",
            expected.scenarios
        ));
    }
    out
}

/// What is missing from `found`, what is extra, and whether the order differs.
fn list_differences(page: &str, what: &str, expected: &[String], found: &[String]) -> Vec<String> {
    let mut out = Vec::new();
    let missing: Vec<&str> =
        expected.iter().filter(|e| !found.contains(e)).map(String::as_str).collect();
    let extra: Vec<&str> =
        found.iter().filter(|f| !expected.contains(f)).map(String::as_str).collect();
    if !missing.is_empty() {
        out.push(format!(
            "{page}: {what}(s) missing from the browser's DOM: {}",
            missing.join(" ")
        ));
    }
    if !extra.is_empty() {
        out.push(format!("{page}: unexpected {what}(s) in the browser's DOM: {}", extra.join(" ")));
    }
    if missing.is_empty() && extra.is_empty() && expected != found {
        out.push(format!(
            "{page}: {what}s in the browser's DOM: {} of them, {} written (or out of order)",
            found.len(),
            expected.len()
        ));
    }
    out
}

/// The values of `attribute` on every `<element …>` start tag of `dom`, in order.
fn attribute_values(dom: &str, element: &str, attribute: &str) -> Vec<String> {
    let tag = Regex::new(&format!(r"<{element}\b[^>]*>")).unwrap_or_else(|_| unreachable!());
    let value =
        Regex::new(&format!(r#"\s{attribute}="([^"]*)""#)).unwrap_or_else(|_| unreachable!());
    tag.find_iter(dom)
        .filter_map(|t| value.captures(t.as_str()))
        .filter_map(|c| c.get(1).map(|v| unescape(v.as_str())))
        .collect()
}

/// The `<li>` start tags of `dom` whose class is `scenario`.
fn scenario_entries(dom: &str) -> usize {
    let tag =
        Regex::new(r#"<li\b[^>]*\sclass="scenario"[^>]*>"#).unwrap_or_else(|_| unreachable!());
    tag.find_iter(dom).count()
}

/// An attribute value as a browser serialises it, read back.
fn unescape(text: &str) -> String {
    text.replace("&quot;", "\"")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&#39;", "'")
        .replace("&nbsp;", "\u{a0}")
        .replace("&amp;", "&")
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used)]
mod tests {
    use super::*;

    fn expected(clauses: &[&str], scenarios: usize) -> Expected {
        Expected {
            page: PathBuf::from("x.html"),
            clauses: clauses.iter().map(|&c| c.to_owned()).collect(),
            rulesets: Vec::new(),
            scenarios,
        }
    }

    #[test]
    fn a_matching_dom_has_no_differences() {
        let dom = "<html><body><section class=\"clause covered\" id=\"A-1-01\" \
                   data-clause=\"A-1-01\"><ul><li class=\"scenario\" data-status=\"passed\">\
                   </li></ul></section><section data-clause=\"A&amp;B-1\"></section></body></html>";
        assert_eq!(compare(&expected(&["A-1-01", "A&B-1"], 1), dom), Vec::<String>::new());
    }

    #[test]
    fn missing_clauses_and_entries_are_named() {
        let dom = "<html><section data-clause=\"A-1-01\"></section>\
                   <section data-clause=\"A-9-99\"></section></html>";
        let found = compare(&expected(&["A-1-01", "A-1-02"], 2), dom);
        assert_eq!(found.len(), 3, "{found:?}");
        assert!(found[0].contains("missing from the browser's DOM: A-1-02"));
        assert!(found[1].contains("unexpected clause(s) in the browser's DOM: A-9-99"));
        assert!(found[2].contains("0 scenario entries in the browser's DOM, 2 written"));
    }

    #[test]
    fn programs_are_looked_up_on_the_path() {
        assert!(on_path(Path::new("no-such-browser-umpire")).is_none());
        assert!(on_path(Path::new("sh")).is_some());
    }
}
