//! Headless Chromium, as the checks that open our pages in a real browser run it (`rulebook
//! --check` dumps each page's DOM, `pictures` screenshots each picture): finding the browser,
//! running it on one file with a fresh profile of its own, and killing it when it hangs.

use std::env;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

/// How long a browser may take over one page before it is killed.
const TIMEOUT: Duration = Duration::from_secs(60);

/// The browsers looked for on `PATH` when `$UMPIRE_BROWSER` is not set, in order.
const BROWSERS: &[&str] = &["chromium", "chromium-browser", "google-chrome"];

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

/// Runs headless `browser` on the file `page` with `args` (`--dump-dom`, `--screenshot=…`),
/// in a fresh profile removed afterwards; what it printed on standard output.
///
/// # Errors
/// The browser could not be started, failed or timed out.
pub fn run(browser: &Path, args: &[String], page: &Path) -> Result<String, String> {
    run_with_query(browser, args, page, "")
}

/// As [`run`], with `query` (`status=failed`; empty for none) after the page's address.
///
/// # Errors
/// As [`run`].
pub fn run_with_query(
    browser: &Path,
    args: &[String],
    page: &Path,
    query: &str,
) -> Result<String, String> {
    let page = std::path::absolute(page).map_err(|e| format!("{}: {e}", page.display()))?;
    let profile = fresh_profile()?;
    let result = run_browser(browser, &profile, args, &page, query);
    // The profile is ours and only ours: a failure to tidy it is not worth failing over.
    let _ = std::fs::remove_dir_all(&profile);
    result
}

/// A new, empty folder under the temp folder for the browser's profile.
fn fresh_profile() -> Result<PathBuf, String> {
    let nanos = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_nanos());
    let dir = env::temp_dir().join(format!("umpire-browser-{}-{nanos}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    Ok(dir)
}

/// Runs the browser on `page` with its profile in `profile` and `args` before the page's
/// address; what it prints.
fn run_browser(
    browser: &Path,
    profile: &Path,
    args: &[String],
    page: &Path,
    query: &str,
) -> Result<String, String> {
    let mut url = format!("file://{}", page.display());
    if !query.is_empty() {
        url = format!("{url}?{query}");
    }
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
        .args(args)
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn programs_are_looked_up_on_the_path() {
        assert!(on_path(Path::new("no-such-browser-umpire")).is_none());
        assert!(on_path(Path::new("sh")).is_some());
    }
}
