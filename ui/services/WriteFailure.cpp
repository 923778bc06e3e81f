#include "services/WriteFailure.h"

#include <QCoreApplication>
#include <cerrno>
#include <cstring>

namespace ps::ui {

QString describeWriteError(int error) {
    switch (error) {
        case ENOSPC:
        case EDQUOT:
            return QCoreApplication::translate("WriteFailure", "the disk is full");
        case EFBIG:
            return QCoreApplication::translate("WriteFailure",
                                               "the file would be larger than allowed here");
        case EIO:
            return QCoreApplication::translate("WriteFailure",
                                               "the disk reported a read/write error");
        case EACCES:
        case EPERM:
            return QCoreApplication::translate("WriteFailure", "no permission to write there");
        case EROFS:
            return QCoreApplication::translate("WriteFailure", "the disk is read-only");
        case ENOENT:
        case ENOTDIR:
            return QCoreApplication::translate("WriteFailure", "the folder does not exist");
        case EISDIR:
            return QCoreApplication::translate("WriteFailure",
                                               "a folder of that name is in the way");
        default:
            return QString::fromLocal8Bit(std::strerror(error));
    }
}

QString describeWriteFailure(const files::WriteOutcome& outcome) {
    if (outcome.failedStep != files::WriteStep::CheckTarget) {
        return describeWriteError(outcome.error);
    }
    const QString kind = describeTargetKind(outcome.target);
    return kind.isEmpty() ? describeWriteError(outcome.error) : kind;
}

QString describeTargetKind(files::TargetKind kind) {
    using files::TargetKind;
    switch (kind) {
        case TargetKind::ReadOnlyFile:
            return QCoreApplication::translate("WriteFailure", "the file there is read-only");
        case TargetKind::Directory:
            return QCoreApplication::translate("WriteFailure",
                                               "a folder of that name is in the way");
        case TargetKind::CharacterDevice:
        case TargetKind::BlockDevice:
            return QCoreApplication::translate("WriteFailure",
                                               "a device of that name is in the way, not a file");
        case TargetKind::Fifo:
            return QCoreApplication::translate(
                "WriteFailure", "a named pipe (FIFO) of that name is in the way, not a file");
        case TargetKind::Socket:
            return QCoreApplication::translate("WriteFailure",
                                               "a socket of that name is in the way, not a file");
        case TargetKind::DanglingLink:
            return QCoreApplication::translate(
                "WriteFailure", "the name is a symbolic link to a file that does not exist");
        case TargetKind::LinkLoop:
            return QCoreApplication::translate("WriteFailure",
                                               "the name is a loop of symbolic links");
        case TargetKind::Missing:
        case TargetKind::RegularFile:
        case TargetKind::Unknown:
            break;
    }
    return {};
}

}  // namespace ps::ui
