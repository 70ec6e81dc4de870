#ifndef LV_PROCESS_H
#define LV_PROCESS_H

#include <sys/types.h>

// Starting and watching child processes for the preview supervisor (LayoutVizPreviewKit's
// ChildProcess.swift). In C because Swift's Glibc module does not declare the GNU parts this
// needs (pipe2, closefrom in posix_spawn, getdents64).

/// Starts `path` with `argv` and `envp` (NULL-terminated). In the child, fd `child_fds[i]` is
/// `parent_fds[i]` (a parent fd of -1 gives /dev/null), every other descriptor above 2 and
/// above the highest child fd is closed, signals are unblocked and reset to their defaults, and
/// the child joins process group `group` (0: a new group of its own; -1: the parent's).
/// Returns 0 and the pid in *pid, or an errno value.
int lv_spawn(const char *path, char *const argv[], char *const envp[],
             const int *parent_fds, const int *child_fds, int count, pid_t group, pid_t *pid);

/// Like lv_spawn, but the child starts a new session of its own (setsid) instead of joining a
/// group: every process it starts stays in that session, whatever process groups they make.
int lv_spawn_session(const char *path, char *const argv[], char *const envp[],
                     const int *parent_fds, const int *child_fds, int count, pid_t *pid);

/// Starts the reaper: a forked copy of this process that leads a process group of its own and
/// waits on a pipe only this process holds. When the pipe closes (this process ended in any way,
/// or closed it on purpose) the reaper kills every process of the sessions it was told about
/// (lv_reaper_add_session) and then its own group, and exits. Returns 0 with the pipe's write
/// end in *lifeline and the reaper's pid (its group's id) in *pid, or an errno value.
/// When the pipe closes it also kills every process whose environment holds an entry starting
/// with `marker_prefix` (NULL or "": none), such as what previews started in new sessions.
int lv_start_reaper(int *lifeline, pid_t *pid, const char *marker_prefix);

/// Kills (SIGKILL) every process but the caller whose environment holds the entry `marker`
/// (`NAME=value`), or, with `prefix`, an entry starting with it; a few passes, for processes
/// forked meanwhile. Returns how many it signalled.
int lv_kill_marked(const char *marker, int prefix);

/// Tells the reaper behind `lifeline` to kill session `session` too. Returns 0 or an errno value.
int lv_reaper_add_session(int lifeline, pid_t session);

/// Tells the reaper behind `lifeline` to remove the folder at `path` (absolute, below 3072 bytes)
/// when this process ends, after the workers are gone: a temporary folder an interrupted run was
/// filling. Links inside it are removed, never followed. Returns 0 or an errno value.
int lv_reaper_add_folder(int lifeline, const char *path);

/// A pipe whose ends close on exec (so no other child inherits them). Returns 0 or an errno value.
int lv_pipe(int fds[2]);

/// The resident memory of process `pid` in bytes (from /proc/<pid>/statm); -1 when unknown.
long long lv_resident_bytes(pid_t pid);

/// Sets O_NONBLOCK on `fd`. Returns 0 or an errno value.
int lv_set_nonblocking(int fd);

/// Makes standard output line-buffered (a preview worker's `print`s reach its supervisor's pipe a
/// line at a time).
void lv_line_buffer_stdout(void);

#endif
