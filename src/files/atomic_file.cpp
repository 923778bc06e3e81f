#include "files/atomic_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <system_error>

namespace ps::files {

namespace {

constexpr std::size_t kRandomChars = 6;

bool isTemplateChar(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

WriteOutcome failure(WriteStep step, int error, TargetKind target, bool replaced = false) {
    return {step, error == 0 ? EIO : error, replaced, target};
}

bool inOurGroups(gid_t group) {
    if (::getegid() == group) {
        return true;
    }
    const int count = ::getgroups(0, nullptr);
    if (count <= 0) {
        return false;
    }
    std::vector<gid_t> groups(static_cast<std::size_t>(count));
    const int got = ::getgroups(count, groups.data());
    return got > 0 &&
           std::find(groups.begin(), groups.begin() + got, group) != groups.begin() + got;
}

// The permission bits decide, for root too: root may write any file, but a file nobody may
// write is one its owner meant to keep, so root does not replace it either.
bool writableByUs(const struct stat& info) {
    const uid_t user = ::geteuid();
    if (user == 0) {
        return (info.st_mode & (S_IWUSR | S_IWGRP | S_IWOTH)) != 0;
    }
    if (info.st_uid == user) {
        return (info.st_mode & S_IWUSR) != 0;
    }
    if (inOurGroups(info.st_gid)) {
        return (info.st_mode & S_IWGRP) != 0;
    }
    return (info.st_mode & S_IWOTH) != 0;
}

TargetKind kindOf(const struct stat& info) {
    if (S_ISREG(info.st_mode)) {
        return writableByUs(info) ? TargetKind::RegularFile : TargetKind::ReadOnlyFile;
    }
    if (S_ISDIR(info.st_mode)) {
        return TargetKind::Directory;
    }
    if (S_ISCHR(info.st_mode)) {
        return TargetKind::CharacterDevice;
    }
    if (S_ISBLK(info.st_mode)) {
        return TargetKind::BlockDevice;
    }
    if (S_ISFIFO(info.st_mode)) {
        return TargetKind::Fifo;
    }
    if (S_ISSOCK(info.st_mode)) {
        return TargetKind::Socket;
    }
    return TargetKind::Unknown;
}

// The errno a refused target is reported with, for callers that only look at errors.
int refusalError(const WriteTarget& target) {
    switch (target.kind) {
        case TargetKind::Directory:
            return EISDIR;
        case TargetKind::ReadOnlyFile:
            return EACCES;
        case TargetKind::LinkLoop:
            return ELOOP;
        case TargetKind::DanglingLink:
            return ENOENT;
        case TargetKind::Unknown:
            return target.error != 0 ? target.error : EINVAL;
        default:
            return EINVAL;
    }
}

// Writes all of `bytes`, resuming after short writes and interrupted calls.
int writeAll(int fd, std::string_view bytes) {
    const char* next = bytes.data();
    std::size_t left = bytes.size();
    while (left > 0) {
        const ssize_t written = ::write(fd, next, left);
        if (written < 0) {
            if (errno == EINTR) {
                continue;
            }
            return errno;
        }
        if (written == 0) {
            return EIO;  // no progress and no error: do not spin
        }
        next += written;
        left -= std::size_t(written);
    }
    return 0;
}

int retryOnInterrupt(int (*call)(int), int fd) {
    int result = 0;
    do {
        result = call(fd);
    } while (result != 0 && errno == EINTR);
    return result == 0 ? 0 : errno;
}

}  // namespace

std::string temporaryTemplate(const std::filesystem::path& target) {
    return target.string() + "." + std::string(kRandomChars, 'X');
}

WriteTarget examineTarget(const std::filesystem::path& target) {
    WriteTarget result;
    result.path = target;
    struct stat info {};
    if (::lstat(target.c_str(), &info) != 0) {
        const int error = errno;
        if (error != ENOENT && error != ENOTDIR) {
            result.kind = TargetKind::Unknown;
            result.error = error;
        }
        // Missing: a missing folder is reported when the temporary cannot be created there.
        return result;
    }
    if (S_ISLNK(info.st_mode)) {
        if (::stat(target.c_str(), &info) != 0) {
            result.error = errno;
            result.kind = result.error == ELOOP ? TargetKind::LinkLoop
                          : (result.error == ENOENT || result.error == ENOTDIR)
                              ? TargetKind::DanglingLink
                              : TargetKind::Unknown;
            return result;
        }
        // The temporary goes beside the file the link leads to, so the rename replaces that file
        // and leaves the link.
        char* resolved = ::realpath(target.c_str(), nullptr);
        if (resolved == nullptr) {
            result.error = errno;
            result.kind = TargetKind::Unknown;
            return result;
        }
        result.path = resolved;
        std::free(resolved);
    }
    result.kind = kindOf(info);
    return result;
}

std::string_view describeTarget(TargetKind kind) {
    switch (kind) {
        case TargetKind::Missing:
            return "nothing";
        case TargetKind::RegularFile:
            return "a regular file";
        case TargetKind::ReadOnlyFile:
            return "a read-only file";
        case TargetKind::Directory:
            return "a directory";
        case TargetKind::CharacterDevice:
            return "a character device";
        case TargetKind::BlockDevice:
            return "a block device";
        case TargetKind::Fifo:
            return "a FIFO (named pipe)";
        case TargetKind::Socket:
            return "a socket";
        case TargetKind::DanglingLink:
            return "a symbolic link to nothing";
        case TargetKind::LinkLoop:
            return "a loop of symbolic links";
        case TargetKind::Unknown:
            break;
    }
    return "something that cannot be examined";
}

WriteOutcome writeAtomically(const std::filesystem::path& requested, std::string_view bytes,
                             const WriteHooks& hooks) {
    const WriteTarget examined = examineTarget(requested);
    const TargetKind kind = examined.kind;
    if (!examined.mayBeReplaced()) {
        return failure(WriteStep::CheckTarget, refusalError(examined), kind);
    }
    const std::filesystem::path& target = examined.path;
    std::string temporary = temporaryTemplate(target);
    const int fd = ::mkostemp(temporary.data(), O_CLOEXEC);
    if (fd < 0) {
        return failure(WriteStep::CreateTemporary, errno, kind);
    }
    // Whatever fails from here on, the temporary goes and the target is not touched.
    const auto abandon = [&](WriteStep step, int error, bool open) {
        if (open) {
            ::close(fd);
        }
        ::unlink(temporary.c_str());
        return failure(step, error, kind);
    };
    // Keep the permissions of the file being replaced; a new file gets the usual 0644.
    struct stat existing {};
    const mode_t mode = ::stat(target.c_str(), &existing) == 0 ? (existing.st_mode & 07777) : 0644;
    if (::fchmod(fd, mode) != 0) {
        return abandon(WriteStep::CreateTemporary, errno, true);
    }
    if (const int error = writeAll(fd, bytes)) {
        return abandon(WriteStep::Write, error, true);
    }
    if (const int error = retryOnInterrupt(hooks.syncFile ? hooks.syncFile : ::fdatasync, fd)) {
        return abandon(WriteStep::SyncFile, error, true);
    }
    // Not retried on EINTR: on Linux the descriptor is released either way.
    if (::close(fd) != 0) {
        return abandon(WriteStep::CloseFile, errno, false);
    }
    if (::rename(temporary.c_str(), target.c_str()) != 0) {
        return abandon(WriteStep::Rename, errno, false);
    }
    // The rename itself reaches the disk only with its directory.
    const std::filesystem::path directory =
        target.has_parent_path() ? target.parent_path() : std::filesystem::path(".");
    const int dirFd = ::open(directory.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dirFd < 0) {
        return failure(WriteStep::SyncDirectory, errno, kind, true);
    }
    const int error = retryOnInterrupt(hooks.syncDirectory ? hooks.syncDirectory : ::fsync, dirFd);
    ::close(dirFd);
    // Some file systems cannot sync a directory at all; that is no failure of this save.
    if (error != 0 && error != EINVAL && error != ENOTSUP) {
        return failure(WriteStep::SyncDirectory, error, kind, true);
    }
    return {WriteStep::None, 0, true, kind};
}

bool isLeftoverTemporary(std::string_view fileName, std::string_view targetSuffix) {
    const std::size_t tail = 1 + kRandomChars;  // ".XXXXXX"
    if (fileName.size() <= targetSuffix.size() + tail) {
        return false;
    }
    const std::string_view random = fileName.substr(fileName.size() - kRandomChars);
    const std::string_view stem = fileName.substr(0, fileName.size() - tail);
    if (fileName[fileName.size() - tail] != '.' || !stem.ends_with(targetSuffix)) {
        return false;
    }
    for (const char c : random) {
        if (!isTemplateChar(c)) {
            return false;
        }
    }
    return true;
}

std::vector<std::filesystem::path> removeLeftoverTemporaries(const std::filesystem::path& directory,
                                                             std::string_view targetSuffix) {
    std::vector<std::filesystem::path> removed;
    std::error_code error;
    // Increments with an error code: a directory that turns unreadable midway ends the scan
    // instead of throwing.
    for (std::filesystem::directory_iterator entry(directory, error), end; !error && entry != end;
         entry.increment(error)) {
        std::error_code entryError;
        if (!entry->is_regular_file(entryError) || entry->is_symlink(entryError) ||
            !isLeftoverTemporary(entry->path().filename().string(), targetSuffix)) {
            continue;
        }
        if (std::filesystem::remove(entry->path(), entryError)) {
            removed.push_back(entry->path());
        }
    }
    return removed;
}

}  // namespace ps::files
