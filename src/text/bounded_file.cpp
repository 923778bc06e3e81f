#include "text/bounded_file.h"

#include "text/printable.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <utility>

namespace ps::text {

OpenedFile::OpenedFile(OpenedFile&& other) noexcept
    : fd_(std::exchange(other.fd_, -1)), size_(other.size_) {}

OpenedFile& OpenedFile::operator=(OpenedFile&& other) noexcept {
    if (this != &other) {
        if (fd_ >= 0)
            ::close(fd_);
        fd_ = std::exchange(other.fd_, -1);
        size_ = other.size_;
    }
    return *this;
}

OpenedFile::~OpenedFile() {
    if (fd_ >= 0)
        ::close(fd_);
}

namespace {

FileFault faultOf(mode_t mode) {
    if (S_ISDIR(mode))
        return FileFault::Directory;
    if (S_ISFIFO(mode))
        return FileFault::Fifo;
    if (S_ISCHR(mode) || S_ISBLK(mode))
        return FileFault::Device;
    if (S_ISSOCK(mode))
        return FileFault::Socket;
    return FileFault::NotRegular;
}

std::string kindOf(mode_t mode) {
    if (S_ISDIR(mode))
        return "is a directory, not a file";
    if (S_ISFIFO(mode))
        return "is a FIFO (named pipe), not a file";
    if (S_ISCHR(mode) || S_ISBLK(mode))
        return "is a device, not a file";
    if (S_ISSOCK(mode))
        return "is a socket, not a file";
    return "is not a regular file";
}

std::string openFault(int error) {
    switch (error) {
        case ENOENT:
            return "no such file";
        case EACCES:
            return "not readable: permission denied";
        case ELOOP:
            return "a loop of symbolic links";
        default:
            return std::strerror(error);
    }
}

}  // namespace

std::string describeSize(std::size_t bytes) {
    constexpr std::size_t kKiB = 1024;
    if (bytes >= kKiB * kKiB * kKiB && bytes % (kKiB * kKiB * kKiB) == 0)
        return std::to_string(bytes / (kKiB * kKiB * kKiB)) + " GiB";
    if (bytes >= kKiB * kKiB && bytes % (kKiB * kKiB) == 0)
        return std::to_string(bytes / (kKiB * kKiB)) + " MiB";
    return std::to_string(bytes) + " bytes";
}

FileOpenResult openRegularFile(const std::filesystem::path& path, std::size_t maxBytes) {
    const std::string raw = path.string();
    if (raw.empty())
        return {std::nullopt, "(empty file name): no such file", FileFault::CannotOpen, ENOENT};
    // The name as messages show it: escaped and cut (printable.h).
    const std::string name = printableText(raw, kEchoedPathBytes);
    const int fd = ::open(raw.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY);
    if (fd < 0) {
        const int error = errno;
        if (error == EISDIR)
            return {std::nullopt, name + ": " + kindOf(S_IFDIR), FileFault::Directory};
        return {std::nullopt, name + ": cannot open (" + openFault(error) + ")",
                FileFault::CannotOpen, error};
    }
    OpenedFile file(fd, 0);
    struct stat info {};
    if (::fstat(fd, &info) != 0) {
        const int error = errno;
        return {std::nullopt, name + ": cannot read (" + std::strerror(error) + ")",
                FileFault::ReadError, error};
    }
    if (!S_ISREG(info.st_mode))
        return {std::nullopt, name + ": " + kindOf(info.st_mode), faultOf(info.st_mode)};
    const auto size = static_cast<std::size_t>(std::max<off_t>(info.st_size, 0));
    if (size > maxBytes) {
        return {std::nullopt,
                name + ": too large (" + std::to_string(size) + " bytes; the limit is " +
                    describeSize(maxBytes) + ")",
                FileFault::TooLarge, 0, size};
    }
    // Reads block again from here on: a regular file never waits for a writer.
    const int flags = ::fcntl(fd, F_GETFL);
    if (flags >= 0)
        ::fcntl(fd, F_SETFL, flags & ~O_NONBLOCK);
    return {OpenedFile(file.release(), size), {}};
}

FileReadResult readFileBounded(const std::filesystem::path& path, std::size_t maxBytes) {
    auto opened = openRegularFile(path, maxBytes);
    if (!opened.file)
        return {std::nullopt, std::move(opened.error), opened.fault, opened.systemError,
                opened.size};
    const std::string name = printableText(path.string(), kEchoedPathBytes);
    std::string text;
    text.reserve(std::min(opened.file->size(), maxBytes) + 1);
    constexpr std::size_t kChunk = 64 * 1024;
    while (text.size() <= maxBytes) {
        const std::size_t want = std::min(kChunk, maxBytes + 1 - text.size());
        const std::size_t before = text.size();
        text.resize(before + want);
        const ssize_t got = ::read(opened.file->fd(), text.data() + before, want);
        if (got < 0) {
            if (errno == EINTR) {
                text.resize(before);
                continue;
            }
            const int error = errno;
            if (error == EISDIR)
                return {std::nullopt, name + ": " + kindOf(S_IFDIR), FileFault::Directory};
            return {std::nullopt, name + ": cannot read (" + std::strerror(error) + ")",
                    FileFault::ReadError, error};
        }
        text.resize(before + static_cast<std::size_t>(got));
        if (got == 0)
            return {std::move(text), {}};
    }
    return {std::nullopt,
            name + ": too large (more than " + describeSize(maxBytes) + "; it grew while read)",
            FileFault::TooLarge, 0, maxBytes + 1};
}

}  // namespace ps::text
