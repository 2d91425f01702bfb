import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A child started with `posix_spawn`, with the parent's ends of its pipes.
struct SpawnedChild {
    var pid: pid_t
    var stdout: Int32
    var stderr: Int32
    /// The write end of its standard input, when input was asked for (else it reads /dev/null).
    var stdin: Int32?

    /// Why a child could not be started.
    struct SpawnError: Error, CustomStringConvertible {
        var description: String
    }

    /// Spawning is serialized: the pipes are made close-on-exec before any other child can be
    /// spawned, so no child inherits another child's pipe (which would hold it open).
    private static let spawnLock = NSLock()

    /// Writing to a child that stopped reading must fail with EPIPE, not kill mortar.
    private static let ignoreSIGPIPE: Void = { _ = signal(SIGPIPE, SIG_IGN) }()

    static func spawn(
        executable: String, argv: [String], environment: [String: String], workingDirectory: String?, withInput: Bool
    ) throws(SpawnError) -> SpawnedChild {
        _ = ignoreSIGPIPE
        spawnLock.lock()
        defer { spawnLock.unlock() }

        var pipes: [(read: Int32, write: Int32)] = []
        func closeAll() { for p in pipes { close(p.read); close(p.write) } }
        for _ in 0..<(withInput ? 3 : 2) {
            var fds: [Int32] = [-1, -1]
            guard pipe(&fds) == 0 else {
                closeAll()
                throw SpawnError(description: "cannot create a pipe: \(String(cString: strerror(errno)))")
            }
            _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
            _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
            pipes.append((fds[0], fds[1]))
        }

        #if canImport(Glibc)
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #else
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        if withInput {
            posix_spawn_file_actions_adddup2(&actions, pipes[2].read, 0)
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        posix_spawn_file_actions_adddup2(&actions, pipes[0].write, 1)
        posix_spawn_file_actions_adddup2(&actions, pipes[1].write, 2)
        if let workingDirectory {
            guard addChdir(&actions, workingDirectory) == 0 else {
                closeAll()
                throw SpawnError(description: "cannot change to folder '\(workingDirectory)' in the child")
            }
        }
        // Default signal handling and an empty mask in the child, whatever this thread has.
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigmask(&attributes, &mask)
        // A process group of its own: a time limit or a signal to mortar stops the child and
        // every helper it started (`ChildProcessGroups`).
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETPGROUP))

        let cArguments = argv.map { strdup($0) } + [nil]
        let cEnvironment = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in cArguments { free(pointer) }
            for pointer in cEnvironment { free(pointer) }
        }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, &actions, &attributes, cArguments, cEnvironment)
        // The child's ends are the child's now.
        close(pipes[0].write)
        close(pipes[1].write)
        if withInput { close(pipes[2].read) }
        guard result == 0 else {
            close(pipes[0].read)
            close(pipes[1].read)
            if withInput { close(pipes[2].write) }
            throw SpawnError(description: String(cString: strerror(result)))
        }
        // Also set here: the group must exist before anyone signals it.
        _ = setpgid(pid, pid)
        if !ChildProcessGroups.add(pid) { kill(-pid, SIGKILL) }
        return SpawnedChild(pid: pid, stdout: pipes[0].read, stderr: pipes[1].read, stdin: withInput ? pipes[2].write : nil)
    }

    /// Writes every byte, retrying after interruptions; stops quietly when the child closed its end.
    static func writeAll(_ bytes: [UInt8], to fd: Int32) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if written > 0 {
                offset += written
            } else if written < 0, errno == EINTR {
                continue
            } else {
                return
            }
        }
    }

    #if canImport(Glibc)
    private typealias AddChdir = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32
    /// glibc has had `posix_spawn_file_actions_addchdir_np` since 2.29, but Swift's Glibc module
    /// does not export it, so it is looked up once at run time.
    private static let addChdirFunction: AddChdir? = dlsym(nil, "posix_spawn_file_actions_addchdir_np").map {
        unsafeBitCast($0, to: AddChdir.self)
    }

    private static func addChdir(_ actions: inout posix_spawn_file_actions_t, _ path: String) -> Int32 {
        guard let function = addChdirFunction else { return ENOSYS }
        return function(&actions, path)
    }
    #else
    private static func addChdir(_ actions: inout posix_spawn_file_actions_t?, _ path: String) -> Int32 {
        posix_spawn_file_actions_addchdir_np(&actions, path)
    }
    #endif
}
