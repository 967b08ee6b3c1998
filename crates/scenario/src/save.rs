//! Writing a file whole or not at all: the bytes go to a temporary file in the target's own
//! folder, are flushed and synced to the disk, and only then renamed over the target, so a
//! crash, a kill or a full disk leaves the old file or the new one, never a part of either.

use std::fs::{File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// Writes `bytes` to `path` whole or not at all (see the module's documentation). The
/// temporary file (`.<name>.<process>.<n>.tmp` beside the target) is removed when the write
/// fails; a process killed while writing may leave it behind, never a cut-short target.
///
/// ```
/// let path = std::env::temp_dir().join(format!("umpire-save-doc-{}.txt", std::process::id()));
/// umpire_scenario::write_whole(&path, b"old")?;
/// umpire_scenario::write_whole(&path, b"new")?;
/// assert_eq!(std::fs::read(&path)?, b"new");
/// # std::fs::remove_file(&path)?;
/// # Ok::<(), std::io::Error>(())
/// ```
///
/// # Errors
/// The folder cannot be written (no such folder, no permission, a full disk), or the target is
/// a folder: the target is then as it was.
pub fn write_whole(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let temporary = temporary_beside(path);
    let written = write_then_rename(&temporary, path, bytes);
    if written.is_err() {
        let _ = std::fs::remove_file(&temporary);
    }
    written
}

/// A name for the temporary file beside `path`, new in this process.
fn temporary_beside(path: &Path) -> PathBuf {
    static NEXT: AtomicU64 = AtomicU64::new(0);
    let folder = path.parent().filter(|p| !p.as_os_str().is_empty()).unwrap_or(Path::new("."));
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let n = NEXT.fetch_add(1, Ordering::Relaxed);
    folder.join(format!(".{name}.{}.{n}.tmp", std::process::id()))
}

/// The write itself: a new temporary file, every byte, synced, renamed, the folder synced.
fn write_then_rename(temporary: &Path, path: &Path, bytes: &[u8]) -> io::Result<()> {
    if path.is_dir() {
        return Err(io::Error::new(io::ErrorKind::IsADirectory, "the target is a folder"));
    }
    let mut file = OpenOptions::new().write(true).create_new(true).open(temporary)?;
    file.write_all(bytes)?;
    file.sync_all()?;
    drop(file);
    std::fs::rename(temporary, path)?;
    // The rename is durable once the folder's entry is on the disk: sync the folder where the
    // system allows it (best effort: not every platform opens a folder).
    if let Some(folder) = path.parent().filter(|p| !p.as_os_str().is_empty())
        && let Ok(folder) = File::open(folder)
    {
        let _ = folder.sync_all();
    }
    Ok(())
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn folder(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("umpire-save-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn a_file_is_replaced_whole_and_no_temporary_file_is_left() {
        let dir = folder("replace");
        let path = dir.join("game.toml");
        write_whole(&path, b"first").unwrap();
        write_whole(&path, b"second").unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), b"second");
        let names: Vec<_> =
            std::fs::read_dir(&dir).unwrap().flatten().map(|e| e.file_name()).collect();
        assert_eq!(names, ["game.toml"]);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_write_that_cannot_happen_leaves_the_old_file_and_no_temporary_one() {
        let dir = folder("fail");
        let target = dir.join("sub");
        std::fs::create_dir_all(&target).unwrap();
        assert!(write_whole(&target, b"x").is_err(), "a folder is not replaced by a file");
        assert!(write_whole(&dir.join("missing/x.toml"), b"x").is_err());
        let names: Vec<_> =
            std::fs::read_dir(&dir).unwrap().flatten().map(|e| e.file_name()).collect();
        assert_eq!(names, ["sub"]);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
