//! Writing a file whole or not at all: the bytes go to a temporary file in the target's own
//! folder, are flushed and synced to the disk, and only then renamed over the target, so a
//! crash, a kill or a full disk leaves the old file or the new one, never a part of either.
//! What is not a file is never replaced: a link is followed to the file it names, and a device,
//! a FIFO or a socket (`-o /dev/null`, `-o /dev/stdout` to a pipe) is written in place.

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
/// A link is followed: the file it names is replaced and the link stays a link. A target that
/// is neither a file nor a folder (a device such as `/dev/null`, a FIFO, a socket) has nothing
/// to replace: it is opened and written in place, and is still what it was afterwards.
///
/// # Errors
/// The folder cannot be written (no such folder, no permission, a full disk), or the target is
/// a folder: the target is then as it was.
pub fn write_whole(path: &Path, bytes: &[u8]) -> io::Result<()> {
    if let Ok(meta) = std::fs::metadata(path)
        && !meta.is_file()
        && !meta.is_dir()
    {
        let mut stream = OpenOptions::new().write(true).open(path)?;
        stream.write_all(bytes)?;
        return stream.flush();
    }
    let linked = path.symlink_metadata().is_ok_and(|m| m.file_type().is_symlink());
    let resolved = if linked { std::fs::canonicalize(path).ok() } else { None };
    let path = resolved.as_deref().unwrap_or(path);
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

    #[cfg(unix)]
    #[test]
    fn a_link_is_followed_and_stays_a_link() {
        let dir = folder("link");
        let file = dir.join("game.toml");
        let link = dir.join("current.toml");
        write_whole(&file, b"first").unwrap();
        std::os::unix::fs::symlink(&file, &link).unwrap();
        write_whole(&link, b"second").unwrap();
        assert!(link.symlink_metadata().unwrap().file_type().is_symlink());
        assert_eq!(std::fs::read(&file).unwrap(), b"second");
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// A device is written in place, never replaced by a file (replacing `/dev/null` breaks
    /// every program on the machine that reads it, cargo's first among them).
    #[cfg(unix)]
    #[test]
    fn a_device_stays_a_device() {
        use std::os::unix::fs::FileTypeExt;
        let null = Path::new("/dev/null");
        if !std::fs::metadata(null).is_ok_and(|m| m.file_type().is_char_device()) {
            eprintln!("/dev/null is not a device on this machine: skipped");
            return;
        }
        write_whole(null, b"discarded").unwrap();
        assert!(std::fs::metadata(null).unwrap().file_type().is_char_device());
        assert_eq!(std::fs::read(null).unwrap(), b"");
    }

    #[cfg(unix)]
    #[test]
    fn a_fifo_is_written_in_place() {
        use std::os::unix::fs::FileTypeExt;
        let dir = folder("fifo");
        let fifo = dir.join("out");
        let made = std::process::Command::new("mkfifo").arg(&fifo).status();
        if !made.is_ok_and(|s| s.success()) {
            eprintln!("no mkfifo on this machine: skipped");
            return;
        }
        let reading = fifo.clone();
        let reader = std::thread::spawn(move || std::fs::read(reading).unwrap());
        write_whole(&fifo, b"streamed").unwrap();
        assert_eq!(reader.join().unwrap(), b"streamed");
        assert!(std::fs::metadata(&fifo).unwrap().file_type().is_fifo());
        let _ = std::fs::remove_dir_all(&dir);
    }
}
