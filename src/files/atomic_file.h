#pragma once
// Replacing a file so that it either holds all of the new bytes or stays exactly as it was:
// the bytes go to a temporary file in the same directory (so the rename cannot cross file
// systems), every write and the flush to disk are checked, and only then is the temporary
// renamed over the target. Short writes, EINTR, a full disk (ENOSPC), a file-size limit
// (EFBIG) or a failing flush (EIO) leave the target untouched and the temporary removed.
//
// A write replaces only a regular file it may write to, or creates a new one (the rule
// docs/formats.md states): a symbolic link is followed and the file it leads to is replaced
// (the link stays), provided that file is a regular file; a directory, a device, a FIFO, a
// socket, a dangling link, a loop of links or a read-only file is refused before anything is
// written, with the kind named (examineTarget, describeTarget).

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace ps::files {

// The step that failed, so a caller can say which guarantee still holds. CheckTarget: what
// stands at the target is not something a write may replace (WriteOutcome::target says what).
enum class WriteStep {
    None,
    CheckTarget,
    CreateTemporary,
    Write,
    SyncFile,
    CloseFile,
    Rename,
    SyncDirectory
};

// What stands at a path a write would replace, seen through symbolic links.
enum class TargetKind {
    Missing,       // nothing: the write creates a new file
    RegularFile,   // a regular file the write may replace
    ReadOnlyFile,  // a regular file without permission to write it (the mode bits, even for root)
    Directory,
    CharacterDevice,
    BlockDevice,
    Fifo,
    Socket,
    DanglingLink,  // a symbolic link to nothing
    LinkLoop,      // symbolic links that lead back to themselves (or too many of them)
    Unknown,       // the path cannot be examined (WriteTarget::error says why)
};

struct WriteTarget {
    TargetKind kind = TargetKind::Missing;
    std::filesystem::path path;  // the file the write replaces: the path, its links followed
    int error = 0;               // for Unknown: errno of the failed look
    // Missing and RegularFile only.
    bool mayBeReplaced() const {
        return kind == TargetKind::Missing || kind == TargetKind::RegularFile;
    }
};

WriteTarget examineTarget(const std::filesystem::path& target);

// English words for a kind a write refuses, for messages: "a directory", "a FIFO (named pipe)".
std::string_view describeTarget(TargetKind kind);

struct WriteOutcome {
    WriteStep failedStep = WriteStep::None;
    int error = 0;          // errno of the failed step; 0 when everything succeeded (for
                            // CheckTarget: EISDIR, EACCES, ELOOP, ENOENT or EINVAL by kind)
    bool replaced = false;  // the target now holds the new bytes (true even when only the
                            // directory sync after the rename failed)
    TargetKind target = TargetKind::Missing;  // what stood at the target before the write
    bool ok() const { return error == 0; }
};

// System calls that tests replace to simulate a failing disk; the defaults are the real ones.
struct WriteHooks {
    int (*syncFile)(int fd) = nullptr;       // nullptr: fdatasync
    int (*syncDirectory)(int fd) = nullptr;  // nullptr: fsync
};

// The temporary file's name for `target`: "<target's name>.XXXXXX" (mkstemp's six characters).
std::string temporaryTemplate(const std::filesystem::path& target);

WriteOutcome writeAtomically(const std::filesystem::path& target, std::string_view bytes,
                             const WriteHooks& hooks = {});

// True for "<name><suffix>.XXXXXX" where XXXXXX are six of mkstemp's characters: a temporary
// this writer (or Qt's QSaveFile, which names them the same way) left behind when the process
// was killed before the rename.
bool isLeftoverTemporary(std::string_view fileName, std::string_view targetSuffix);

// Removes, in `directory` only (not below it), the regular files isLeftoverTemporary() accepts.
// Returns the paths removed. Errors (an unreadable directory) remove nothing and are not fatal.
std::vector<std::filesystem::path> removeLeftoverTemporaries(const std::filesystem::path& directory,
                                                             std::string_view targetSuffix);

}  // namespace ps::files
