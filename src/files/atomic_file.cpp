#include "files/atomic_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <system_error>

namespace ps::files {

namespace {

constexpr std::size_t kRandomChars = 6;

bool isTemplateChar(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

WriteOutcome failure(WriteStep step, int error, bool replaced = false) {
    return {step, error == 0 ? EIO : error, replaced};
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

WriteOutcome writeAtomically(const std::filesystem::path& target, std::string_view bytes,
                             const WriteHooks& hooks) {
    std::string temporary = temporaryTemplate(target);
    const int fd = ::mkostemp(temporary.data(), O_CLOEXEC);
    if (fd < 0) {
        return failure(WriteStep::CreateTemporary, errno);
    }
    // Whatever fails from here on, the temporary goes and the target is not touched.
    const auto abandon = [&](WriteStep step, int error, bool open) {
        if (open) {
            ::close(fd);
        }
        ::unlink(temporary.c_str());
        return failure(step, error);
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
        return failure(WriteStep::SyncDirectory, errno, true);
    }
    const int error = retryOnInterrupt(hooks.syncDirectory ? hooks.syncDirectory : ::fsync, dirFd);
    ::close(dirFd);
    // Some file systems cannot sync a directory at all; that is no failure of this save.
    if (error != 0 && error != EINVAL && error != ENOTSUP) {
        return failure(WriteStep::SyncDirectory, error, true);
    }
    return {WriteStep::None, 0, true};
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
