#pragma once
// Why a file could not be written, in words for people: shared by the saved games, the
// history database and the imported word list, whose messages name the file around it.

#include <QString>

#include "files/atomic_file.h"

namespace ps::ui {

// The cause of a failed write (errno) in words for people.
QString describeWriteError(int error);
// The cause of a failed write in words for people: what stands at the path when the writer
// refused to replace it (a folder, a device, a read-only file…), else the error.
QString describeWriteFailure(const files::WriteOutcome& outcome);
// What stands at a path that is not a file to write (a folder, a FIFO, a device…), in words.
QString describeTargetKind(files::TargetKind kind);

}  // namespace ps::ui
