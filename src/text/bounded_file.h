#pragma once
// Reading files named by users without trusting them: the type and size are checked before a
// byte is read, a FIFO or device never blocks or streams forever, and no more than a cap is
// ever read. Shared by the dictionary, the engine's formats and the command-line tool; no Qt,
// so the app may use it too.

#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>
#include <utility>

namespace ps::text {

// An open regular file, closed on destruction.
class OpenedFile {
  public:
    OpenedFile() = default;
    OpenedFile(int fd, std::size_t size) : fd_(fd), size_(size) {}
    OpenedFile(OpenedFile&& other) noexcept;
    OpenedFile& operator=(OpenedFile&& other) noexcept;
    OpenedFile(const OpenedFile&) = delete;
    OpenedFile& operator=(const OpenedFile&) = delete;
    ~OpenedFile();

    [[nodiscard]] int fd() const { return fd_; }
    // Gives up ownership: the caller closes the descriptor.
    [[nodiscard]] int release() { return std::exchange(fd_, -1); }
    [[nodiscard]] std::size_t size() const { return size_; }  // as fstat saw it when opened

  private:
    int fd_ = -1;
    std::size_t size_ = 0;
};

// Why a file was refused, for callers that word their own messages.
enum class FileFault {
    None,
    CannotOpen,  // systemError says why (ENOENT, EACCES, ELOOP...)
    Directory,
    Fifo,
    Device,
    Socket,
    NotRegular,
    TooLarge,   // size: the size seen (at least the cap + 1 when the file grew while read)
    ReadError,  // systemError says why
};

// The file, or why it cannot be read ("path: is a directory").
struct FileOpenResult {
    std::optional<OpenedFile> file;
    std::string error;
    FileFault fault = FileFault::None;
    int systemError = 0;
    std::size_t size = 0;
};

// Opens `path` for reading without blocking (O_NONBLOCK: a FIFO with no writer does not hang),
// then refuses with a specific message anything but a regular file (a directory, a FIFO, a
// device, a socket) and a file larger than `maxBytes`. Never throws for a bad path (loops,
// over-long names, folders without search permission are messages too).
FileOpenResult openRegularFile(const std::filesystem::path& path, std::size_t maxBytes);

// The whole text, or why not.
struct FileReadResult {
    std::optional<std::string> text;
    std::string error;
    FileFault fault = FileFault::None;
    int systemError = 0;
    std::size_t size = 0;
};

// openRegularFile, then reads in bounded chunks and stops at maxBytes + 1 bytes: a file that
// grows while read, or whose size the system misreports, is refused as too large rather than
// read without end. `maxBytes` also bounds the memory used.
FileReadResult readFileBounded(const std::filesystem::path& path, std::size_t maxBytes);

// "16 MiB", "1 GiB", or a plain byte count: for messages and docs.
std::string describeSize(std::size_t bytes);

}  // namespace ps::text
