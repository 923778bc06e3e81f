#pragma once
// Replacing a file so that it either holds all of the new bytes or stays exactly as it was:
// the bytes go to a temporary file in the same directory (so the rename cannot cross file
// systems), every write and the flush to disk are checked, and only then is the temporary
// renamed over the target. Short writes, EINTR, a full disk (ENOSPC), a file-size limit
// (EFBIG) or a failing flush (EIO) leave the target untouched and the temporary removed.

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace ps::files {

// The step that failed, so a caller can say which guarantee still holds.
enum class WriteStep { None, CreateTemporary, Write, SyncFile, CloseFile, Rename, SyncDirectory };

struct WriteOutcome {
    WriteStep failedStep = WriteStep::None;
    int error = 0;          // errno of the failed step; 0 when everything succeeded
    bool replaced = false;  // the target now holds the new bytes (true even when only the
                            // directory sync after the rename failed)
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
