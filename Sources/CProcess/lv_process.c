#define _GNU_SOURCE
#include "lv_process.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <dirent.h>
#include <string.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

static int spawn(const char *path, char *const argv[], char *const envp[],
                 const int *parent_fds, const int *child_fds, int count, pid_t group, int session, pid_t *pid) {
    posix_spawn_file_actions_t actions;
    posix_spawnattr_t attributes;
    int status = posix_spawn_file_actions_init(&actions);
    if (status != 0) return status;
    status = posix_spawnattr_init(&attributes);
    if (status != 0) {
        posix_spawn_file_actions_destroy(&actions);
        return status;
    }
    // Each source is first copied above every target, so that one mapping never overwrites the
    // source of another; the copies close on exec.
    int copies[16];
    int highest = 2, made = 0;
    if (count > 16) { status = EINVAL; goto done; }
    for (int i = 0; i < count; i++) {
        if (child_fds[i] > highest) highest = child_fds[i];
    }
    for (int i = 0; i < count; i++) {
        copies[i] = -1;
        if (parent_fds[i] < 0) continue;
        copies[i] = fcntl(parent_fds[i], F_DUPFD_CLOEXEC, highest + 1);
        if (copies[i] < 0) { status = errno; goto done; }
        made = i + 1;
    }
    for (int i = 0; i < count && status == 0; i++) {
        if (copies[i] < 0) {
            status = posix_spawn_file_actions_addopen(&actions, child_fds[i], "/dev/null", O_RDWR, 0);
        } else {
            status = posix_spawn_file_actions_adddup2(&actions, copies[i], child_fds[i]);
        }
    }
    if (status == 0) status = posix_spawn_file_actions_addclosefrom_np(&actions, highest + 1);
    sigset_t none, defaults;
    sigemptyset(&none);
    sigemptyset(&defaults);
    int reset[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGCHLD, SIGUSR1, SIGUSR2, SIGALRM};
    for (unsigned k = 0; k < sizeof reset / sizeof reset[0]; k++) sigaddset(&defaults, reset[k]);
    short flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF;
    if (session) {
        flags |= POSIX_SPAWN_SETSID;
    } else if (group >= 0) {
        flags |= POSIX_SPAWN_SETPGROUP;
    }
    if (status == 0) status = posix_spawnattr_setsigmask(&attributes, &none);
    if (status == 0) status = posix_spawnattr_setsigdefault(&attributes, &defaults);
    if (status == 0 && group >= 0 && !session) status = posix_spawnattr_setpgroup(&attributes, group);
    if (status == 0) status = posix_spawnattr_setflags(&attributes, flags);
    if (status == 0) status = posix_spawn(pid, path, &actions, &attributes, argv, envp);
done:
    for (int i = 0; i < made; i++) {
        if (copies[i] >= 0) close(copies[i]);
    }
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attributes);
    return status;
}

int lv_spawn(const char *path, char *const argv[], char *const envp[],
             const int *parent_fds, const int *child_fds, int count, pid_t group, pid_t *pid) {
    return spawn(path, argv, envp, parent_fds, child_fds, count, group, 0, pid);
}

int lv_spawn_session(const char *path, char *const argv[], char *const envp[],
                     const int *parent_fds, const int *child_fds, int count, pid_t *pid) {
    return spawn(path, argv, envp, parent_fds, child_fds, count, -1, 1, pid);
}

// The reaper runs in a forked copy of a multithreaded process: only async-signal-safe calls
// (no malloc, no stdio), raw system calls for the directory listing.

#define LV_MAX_SESSIONS 256

/// The session of process `pid`, from /proc/<pid>/stat (the sixth field); -1 when unknown or
/// when the process has already ended (a zombie, waiting for its parent).
static long session_of(const char *pid) {
    char path[64] = "/proc/";
    size_t n = strlen(pid);
    if (n > 20) return -1;
    memcpy(path + 6, pid, n);
    memcpy(path + 6 + n, "/stat", 6);
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return -1;
    char buffer[1024];
    ssize_t got = read(fd, buffer, sizeof buffer - 1);
    close(fd);
    if (got <= 0) return -1;
    buffer[got] = 0;
    // "pid (comm) state ppid pgrp session ...": comm may hold spaces and parentheses.
    char *p = strrchr(buffer, ')');
    if (!p || p[1] != ' ' || p[2] == 'Z') return -1;
    int field = 2;  // after ")" comes field 3 (state)
    while (*p && field < 6) {
        p++;
        if (*p == ' ') field++;
    }
    if (field != 6) return -1;
    long value = 0;
    p++;
    while (*p >= '0' && *p <= '9') value = value * 10 + (*p++ - '0');
    return value;
}

/// Calls `visit` for every process in /proc (its pid as text and as a number); returns the sum
/// of what `visit` returned. Raw system calls, no allocation.
typedef int (*process_visitor)(const char *name, pid_t pid, void *context);
static int for_each_process(process_visitor visit, void *context) {
    int proc = open("/proc", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (proc < 0) return 0;
    int total = 0;
    char buffer[8192];
    for (;;) {
        long n = syscall(SYS_getdents64, proc, buffer, sizeof buffer);
        if (n <= 0) break;
        for (long offset = 0; offset < n;) {
            // struct linux_dirent64: ino (8), off (8), reclen (2), type (1), name.
            unsigned short length;
            memcpy(&length, buffer + offset + 16, sizeof length);
            const char *name = buffer + offset + 19;
            offset += length;
            if (name[0] < '0' || name[0] > '9') continue;
            long pid = 0;
            for (const char *c = name; *c >= '0' && *c <= '9'; c++) pid = pid * 10 + (*c - '0');
            total += visit(name, (pid_t)pid, context);
        }
    }
    close(proc);
    return total;
}

struct sessions_to_kill { const pid_t *sessions; int count; };

static int kill_if_in_sessions(const char *name, pid_t pid, void *context) {
    const struct sessions_to_kill *s = context;
    long session = session_of(name);
    for (int k = 0; k < s->count; k++) {
        if (session == s->sessions[k]) return kill(pid, SIGKILL) == 0;
    }
    return 0;
}

/// Kills every process whose session is one of `sessions`; returns how many it signalled.
static int kill_sessions(const pid_t *sessions, int count) {
    struct sessions_to_kill s = {sessions, count};
    return for_each_process(kill_if_in_sessions, &s);
}

/// Whether process `pid`'s environment holds an entry starting with `marker` (which ends with
/// '=' and the token, or a token prefix). Raw system calls, no allocation: the reaper uses it.
static int environ_has(const char *pid, const char *marker, size_t marker_length, int prefix) {
    char path[64] = "/proc/";
    size_t n = strlen(pid);
    if (n > 20) return 0;
    memcpy(path + 6, pid, n);
    memcpy(path + 6 + n, "/environ", 9);
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return 0;
    // Entries are NUL-separated; an entry can straddle two reads, so the unmatched tail of one
    // read is kept (at most the marker's length) and compared with the next.
    char buffer[16384 + 512];
    size_t kept = 0;
    int found = 0;
    for (;;) {
        ssize_t got = read(fd, buffer + kept, sizeof buffer - kept - 1);
        if (got <= 0) break;
        size_t total = kept + (size_t)got, i = 0, entry = 0;
        while (i < total) {
            if (buffer[i] == 0) {
                size_t length = i - entry;
                if (length >= marker_length && memcmp(buffer + entry, marker, marker_length) == 0
                    && (prefix || length == marker_length)) { found = 1; break; }
                entry = i + 1;
            }
            i++;
        }
        if (found) break;
        // The unfinished entry moves to the front (long ones are cut: they cannot be the marker).
        size_t rest = total - entry;
        if (rest > 512) rest = 0;
        memmove(buffer, buffer + entry, rest);
        kept = rest;
    }
    close(fd);
    return found;
}

struct mark_to_kill { const char *marker; size_t length; int prefix; pid_t self; };

static int kill_if_marked(const char *name, pid_t pid, void *context) {
    const struct mark_to_kill *m = context;
    if (pid == m->self || !environ_has(name, m->marker, m->length, m->prefix)) return 0;
    return kill(pid, SIGKILL) == 0;
}

/// Kills (SIGKILL) every process but this one whose environment holds `marker`; `prefix`: any
/// entry starting with it. Returns how many it signalled.
static int kill_marked(const char *marker, int prefix) {
    struct mark_to_kill m = {marker, strlen(marker), prefix, getpid()};
    return m.length == 0 ? 0 : for_each_process(kill_if_marked, &m);
}

int lv_kill_marked(const char *marker, int prefix) {
    // A few passes, for processes started (forked, inheriting the mark) while one ran.
    int total = 0;
    for (int pass = 0; pass < 8; pass++) {
        int killed = kill_marked(marker, prefix);
        total += killed;
        if (killed == 0) break;
        struct timespec pause = {0, 5 * 1000 * 1000};
        nanosleep(&pause, NULL);
    }
    return total;
}

/// The marker the reaper kills by when this process ends (`LAYOUTVIZ_WORKER_TOKEN=<prefix>`).
static char reaper_marker[256];

/// Removes the tree at `name` in the folder `dir` without following links: its files and links
/// unlinked, its folders emptied (at most `depth` deep) and removed. No allocation.
static void remove_tree(int dir, const char *name, int depth) {
    if (unlinkat(dir, name, 0) == 0 || errno == ENOENT || depth <= 0) return;
    int fd = openat(dir, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0) return;
    char buffer[4096];
    for (;;) {
        // Listed afresh after each batch: removing entries while reading would skip some.
        if (lseek(fd, 0, SEEK_SET) != 0) break;
        long n = syscall(SYS_getdents64, fd, buffer, sizeof buffer);
        if (n <= 0) break;
        int removed = 0;
        for (long offset = 0; offset < n;) {
            unsigned short length;
            memcpy(&length, buffer + offset + 16, sizeof length);
            const char *entry = buffer + offset + 19;
            offset += length;
            if (strcmp(entry, ".") == 0 || strcmp(entry, "..") == 0) continue;
            remove_tree(fd, entry, depth - 1);
            removed++;
        }
        if (removed == 0) break;
    }
    close(fd);
    unlinkat(dir, name, AT_REMOVEDIR);
}

#define LV_MAX_FOLDERS 64
#define LV_MAX_PATH 3072

static void reaper(int input) {
    static pid_t sessions[LV_MAX_SESSIONS];
    static char folders[LV_MAX_FOLDERS][LV_MAX_PATH];
    int count = 0, folder_count = 0;
    int ignored[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGTSTP, SIGTTIN, SIGTTOU};
    for (unsigned k = 0; k < sizeof ignored / sizeof ignored[0]; k++) signal(ignored[k], SIG_IGN);
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    // Nothing else of the parent's: descriptors held here would keep pipes open.
    if (input != 0) {
        dup2(input, 0);
        input = 0;
    }
    if (syscall(436 /* close_range, Linux 5.9 */, 1u, ~0u, 0u) != 0) {
        for (int fd = 1; fd < 65536; fd++) close(fd);
    }
    // Messages: a session to kill (kind 1, a pid) or a folder to remove (kind 2, a length and
    // an absolute path), each written whole in one write (below PIPE_BUF, so never split).
    for (;;) {
        int32_t header[2];
        ssize_t n = read(input, header, sizeof header);
        if (n < 0 && errno == EINTR) continue;
        if (n != (ssize_t)sizeof header) break;
        if (header[0] == 1) {
            if (count < LV_MAX_SESSIONS) sessions[count++] = (pid_t)header[1];
        } else if (header[0] == 2 && header[1] > 0 && header[1] < LV_MAX_PATH) {
            char path[LV_MAX_PATH];
            ssize_t got = 0;
            while (got < header[1]) {
                ssize_t k = read(input, path + got, (size_t)(header[1] - got));
                if (k < 0 && errno == EINTR) continue;
                if (k <= 0) break;
                got += k;
            }
            if (got != header[1]) break;
            path[got] = 0;
            if (folder_count < LV_MAX_FOLDERS && path[0] == '/') memcpy(folders[folder_count++], path, (size_t)got + 1);
        } else {
            break;
        }
    }
    // The parent is gone: a few passes, for processes started while the first ran.
    for (int pass = 0; pass < 4; pass++) {
        if (count > 0 && kill_sessions(sessions, count) == 0 && pass > 0) break;
        struct timespec pause = {0, 20 * 1000 * 1000};
        nanosleep(&pause, NULL);
    }
    // And the workers with whatever their previews started, wherever it went (a new session, a
    // double fork): they carry the workers' mark in their environment.
    if (reaper_marker[0]) lv_kill_marked(reaper_marker, 1);
    // Then the temporary folders the parent was filling, now that nothing writes into them.
    for (int i = 0; i < folder_count; i++) {
        char *slash = strrchr(folders[i], '/');
        if (!slash || slash[1] == 0) continue;
        *slash = 0;
        int parent = open(slash == folders[i] ? "/" : folders[i], O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        if (parent >= 0) {
            remove_tree(parent, slash + 1, 16);
            close(parent);
        }
    }
    kill(-getpid(), SIGKILL);
    _exit(0);
}

int lv_start_reaper(int *lifeline, pid_t *pid, const char *marker_prefix) {
    if (marker_prefix && strlen(marker_prefix) < sizeof reaper_marker) {
        memcpy(reaper_marker, marker_prefix, strlen(marker_prefix) + 1);
    }
    int fds[2];
    if (pipe2(fds, O_CLOEXEC) != 0) return errno;
    pid_t child = fork();
    if (child < 0) {
        int e = errno;
        close(fds[0]);
        close(fds[1]);
        return e;
    }
    if (child == 0) {
        setpgid(0, 0);
        close(fds[1]);
        reaper(fds[0]);
    }
    // Also from here, so that no child can be spawned into the group before it exists.
    setpgid(child, child);
    close(fds[0]);
    *lifeline = fds[1];
    *pid = child;
    return 0;
}

int lv_reaper_add_session(int lifeline, pid_t session) {
    int32_t message[2] = {1, (int32_t)session};
    ssize_t n;
    do { n = write(lifeline, message, sizeof message); } while (n < 0 && errno == EINTR);
    return n == sizeof message ? 0 : errno;
}

int lv_reaper_add_folder(int lifeline, const char *path) {
    size_t length = strlen(path);
    if (length == 0 || length >= LV_MAX_PATH || path[0] != '/') return EINVAL;
    char message[8 + LV_MAX_PATH];
    int32_t header[2] = {2, (int32_t)length};
    memcpy(message, header, sizeof header);
    memcpy(message + 8, path, length);
    ssize_t n;
    do { n = write(lifeline, message, 8 + length); } while (n < 0 && errno == EINTR);
    return n == (ssize_t)(8 + length) ? 0 : errno;
}

int lv_pipe(int fds[2]) { return pipe2(fds, O_CLOEXEC) == 0 ? 0 : errno; }

long long lv_resident_bytes(pid_t pid) {
    char path[64];
    snprintf(path, sizeof path, "/proc/%d/statm", (int)pid);
    FILE *f = fopen(path, "re");
    if (!f) return -1;
    long long size = 0, resident = 0;
    int read = fscanf(f, "%lld %lld", &size, &resident);
    fclose(f);
    if (read != 2) return -1;
    return resident * (long long)sysconf(_SC_PAGESIZE);
}

int lv_set_nonblocking(int fd) {
    int flags = fcntl(fd, F_GETFL);
    if (flags < 0) return errno;
    return fcntl(fd, F_SETFL, flags | O_NONBLOCK) == 0 ? 0 : errno;
}

void lv_line_buffer_stdout(void) { setvbuf(stdout, NULL, _IOLBF, 0); }
