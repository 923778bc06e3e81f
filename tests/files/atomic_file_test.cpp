#include "files/atomic_file.h"

#include <gtest/gtest.h>
#include <sched.h>
#include <sys/mount.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>

namespace ps::files {
namespace {

namespace fs = std::filesystem;

int outcomeError(const fs::path& target) {
    return writeAtomically(target, "x").error;
}

class AtomicFileTest : public ::testing::Test {
  protected:
    void SetUp() override {
        std::string pattern = (fs::temp_directory_path() / "atomic-file-test-XXXXXX").string();
        ASSERT_NE(::mkdtemp(pattern.data()), nullptr);
        directory_ = pattern;
        target_ = directory_ / "autosave.potega";
    }
    void TearDown() override { fs::remove_all(directory_); }

    static std::string read(const fs::path& path) {
        std::string text;
        if (std::FILE* file = std::fopen(path.c_str(), "rb")) {
            char buffer[4096];
            std::size_t got = 0;
            while ((got = std::fread(buffer, 1, sizeof buffer, file)) > 0) {
                text.append(buffer, got);
            }
            std::fclose(file);
        }
        return text;
    }
    static void write(const fs::path& path, const std::string& text) {
        std::ofstream(path, std::ios::binary) << text;
    }
    // Every file in the directory but the target: a failed save must leave none.
    std::vector<std::string> strayFiles() const {
        std::vector<std::string> names;
        for (const auto& entry : fs::directory_iterator(directory_)) {
            if (entry.path() != target_) {
                names.push_back(entry.path().filename().string());
            }
        }
        return names;
    }

    fs::path directory_;
    fs::path target_;
};

TEST_F(AtomicFileTest, ReplacesTheTargetWithAllTheBytes) {
    write(target_, "old");
    const std::string bytes(200000, 'n');
    const WriteOutcome outcome = writeAtomically(target_, bytes);
    EXPECT_TRUE(outcome.ok());
    EXPECT_TRUE(outcome.replaced);
    EXPECT_EQ(read(target_), bytes);
    EXPECT_TRUE(strayFiles().empty());
}

TEST_F(AtomicFileTest, KeepsThePermissionsOfTheReplacedFile) {
    write(target_, "old");
    fs::permissions(target_, fs::perms::owner_read | fs::perms::owner_write);
    ASSERT_TRUE(writeAtomically(target_, "new").ok());
    EXPECT_EQ(fs::status(target_).permissions(), fs::perms::owner_read | fs::perms::owner_write);
}

// A file-size limit makes write() fail with EFBIG part-way, as a full disk fails with ENOSPC:
// the same short write followed by an error, reproducible without root or a real small disk.
TEST_F(AtomicFileTest, AFullDiskLeavesThePreviousFileByteForByte) {
    const std::string previous = "{\"the\": \"previous save\"}\n";
    write(target_, previous);
    rlimit saved{};
    ASSERT_EQ(::getrlimit(RLIMIT_FSIZE, &saved), 0);
    const auto oldHandler = std::signal(SIGXFSZ, SIG_IGN);
    rlimit small = saved;
    small.rlim_cur = 4096;
    ASSERT_EQ(::setrlimit(RLIMIT_FSIZE, &small), 0);
    const WriteOutcome outcome = writeAtomically(target_, std::string(100000, 'x'));
    ::setrlimit(RLIMIT_FSIZE, &saved);
    std::signal(SIGXFSZ, oldHandler);

    EXPECT_FALSE(outcome.ok());
    EXPECT_FALSE(outcome.replaced);
    EXPECT_EQ(outcome.failedStep, WriteStep::Write);
    EXPECT_EQ(outcome.error, EFBIG);
    EXPECT_EQ(read(target_), previous);
    EXPECT_TRUE(strayFiles().empty());
}

int failWithIoError(int) {
    errno = EIO;
    return -1;
}

int interruptedOnce(int fd) {
    static bool interrupted = false;
    if (!interrupted) {
        interrupted = true;
        errno = EINTR;
        return -1;
    }
    return ::fdatasync(fd);
}

TEST_F(AtomicFileTest, AFailingFlushLeavesThePreviousFile) {
    write(target_, "previous");
    WriteHooks hooks;
    hooks.syncFile = failWithIoError;
    const WriteOutcome outcome = writeAtomically(target_, "new bytes", hooks);
    EXPECT_EQ(outcome.failedStep, WriteStep::SyncFile);
    EXPECT_EQ(outcome.error, EIO);
    EXPECT_FALSE(outcome.replaced);
    EXPECT_EQ(read(target_), "previous");
    EXPECT_TRUE(strayFiles().empty());
}

TEST_F(AtomicFileTest, AnInterruptedFlushIsRetried) {
    WriteHooks hooks;
    hooks.syncFile = interruptedOnce;
    EXPECT_TRUE(writeAtomically(target_, "new", hooks).ok());
    EXPECT_EQ(read(target_), "new");
}

TEST_F(AtomicFileTest, AFailingDirectorySyncSaysTheFileWasReplaced) {
    write(target_, "previous");
    WriteHooks hooks;
    hooks.syncDirectory = failWithIoError;
    const WriteOutcome outcome = writeAtomically(target_, "new", hooks);
    EXPECT_FALSE(outcome.ok());
    EXPECT_TRUE(outcome.replaced);
    EXPECT_EQ(outcome.failedStep, WriteStep::SyncDirectory);
    EXPECT_EQ(read(target_), "new");
}

TEST_F(AtomicFileTest, AMissingDirectoryIsReportedAtCreation) {
    const WriteOutcome outcome = writeAtomically(directory_ / "missing" / "save.potega", "x");
    EXPECT_EQ(outcome.failedStep, WriteStep::CreateTemporary);
    EXPECT_EQ(outcome.error, ENOENT);
}

TEST_F(AtomicFileTest, ATargetThatIsADirectoryIsLeftAlone) {
    fs::create_directory(target_);
    const WriteOutcome outcome = writeAtomically(target_, "x");
    EXPECT_EQ(outcome.failedStep, WriteStep::CheckTarget);
    EXPECT_EQ(outcome.target, TargetKind::Directory);
    EXPECT_EQ(outcome.error, EISDIR);
    EXPECT_TRUE(fs::is_directory(target_));
    EXPECT_TRUE(strayFiles().empty());
}

// What stands at the target is refused, named, and left exactly as it was (no temporary either).
void expectRefused(const fs::path& target, TargetKind kind, fs::file_type typeAfter) {
    const WriteOutcome outcome = writeAtomically(target, "new bytes");
    EXPECT_FALSE(outcome.ok());
    EXPECT_FALSE(outcome.replaced);
    EXPECT_EQ(outcome.failedStep, WriteStep::CheckTarget);
    EXPECT_EQ(outcome.target, kind) << describeTarget(outcome.target);
    EXPECT_EQ(fs::symlink_status(target).type(), typeAfter);
}

TEST_F(AtomicFileTest, ACharacterDeviceIsRefused) {
    // The null device's numbers, made here so that a failure cannot harm the real /dev/null.
    if (::mknod(target_.c_str(), S_IFCHR | 0666, ::makedev(1, 3)) != 0) {
        GTEST_SKIP() << "making a device node is not permitted here";
    }
    expectRefused(target_, TargetKind::CharacterDevice, fs::file_type::character);
    EXPECT_EQ(describeTarget(TargetKind::CharacterDevice), "a character device");
    EXPECT_TRUE(strayFiles().empty());
}

TEST_F(AtomicFileTest, TheRealDevFullIsRefused) {
    // Only examined: a write that got past the check would fail its rename as a non-root user,
    // but would replace /dev/full as root.
    EXPECT_EQ(examineTarget("/dev/full").kind, TargetKind::CharacterDevice);
    EXPECT_EQ(examineTarget("/dev/null").kind, TargetKind::CharacterDevice);
}

TEST_F(AtomicFileTest, AFifoIsRefusedWithoutBlocking) {
    ASSERT_EQ(::mkfifo(target_.c_str(), 0644), 0);
    expectRefused(target_, TargetKind::Fifo, fs::file_type::fifo);
    EXPECT_TRUE(strayFiles().empty());
}

TEST_F(AtomicFileTest, ASocketIsRefused) {
    const int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
    ASSERT_GE(fd, 0);
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    const std::string path = target_.string();
    ASSERT_LT(path.size(), sizeof address.sun_path);
    std::copy(path.begin(), path.end(), address.sun_path);
    ASSERT_EQ(::bind(fd, reinterpret_cast<const sockaddr*>(&address), sizeof address), 0);
    expectRefused(target_, TargetKind::Socket, fs::file_type::socket);
    ::close(fd);
}

TEST_F(AtomicFileTest, AReadOnlyFileIsNotReplacedEvenByRoot) {
    write(target_, "keep me");
    fs::permissions(target_,
                    fs::perms::owner_read | fs::perms::group_read | fs::perms::others_read);
    expectRefused(target_, TargetKind::ReadOnlyFile, fs::file_type::regular);
    EXPECT_EQ(outcomeError(target_), EACCES);
    EXPECT_EQ(read(target_), "keep me");
    EXPECT_TRUE(strayFiles().empty());
}

TEST_F(AtomicFileTest, ALinkToARegularFileIsFollowedAndStays) {
    const fs::path real = directory_ / "real.potega";
    write(real, "old");
    fs::create_symlink("real.potega", target_);
    const WriteOutcome outcome = writeAtomically(target_, "new");
    ASSERT_TRUE(outcome.ok());
    EXPECT_EQ(outcome.target, TargetKind::RegularFile);
    EXPECT_TRUE(fs::is_symlink(target_));
    EXPECT_EQ(read(real), "new");
    EXPECT_EQ(examineTarget(target_).path, fs::canonical(real));
}

TEST_F(AtomicFileTest, ALinkToSomethingElseIsRefusedAsThatThing) {
    fs::create_directory(directory_ / "folder");
    fs::create_directory_symlink("folder", target_);
    expectRefused(target_, TargetKind::Directory, fs::file_type::symlink);
    fs::remove(target_);
    ASSERT_EQ(::mkfifo((directory_ / "pipe").c_str(), 0644), 0);
    fs::create_symlink("pipe", target_);
    expectRefused(target_, TargetKind::Fifo, fs::file_type::symlink);
    fs::remove(target_);
    write(directory_ / "locked", "keep");
    fs::permissions(directory_ / "locked", fs::perms::owner_read);
    fs::create_symlink("locked", target_);
    expectRefused(target_, TargetKind::ReadOnlyFile, fs::file_type::symlink);
    EXPECT_EQ(read(directory_ / "locked"), "keep");
}

TEST_F(AtomicFileTest, DanglingLinksAndLoopsAreRefused) {
    fs::create_symlink("nowhere", target_);
    expectRefused(target_, TargetKind::DanglingLink, fs::file_type::symlink);
    EXPECT_FALSE(fs::exists(directory_ / "nowhere"));
    fs::remove(target_);
    fs::create_symlink("other", target_);
    fs::create_symlink("autosave.potega", directory_ / "other");
    expectRefused(target_, TargetKind::LinkLoop, fs::file_type::symlink);
    EXPECT_EQ(outcomeError(target_), ELOOP);
}

// The same on a real full file system: a 64 KiB tmpfs mounted in a private mount namespace of a
// child process. Skipped where mounting is not permitted (no CAP_SYS_ADMIN, as in most CI).
TEST_F(AtomicFileTest, ARealFullFileSystemLeavesThePreviousFile) {
    constexpr int kSkip = 77;
    const pid_t child = ::fork();
    ASSERT_GE(child, 0);
    if (child == 0) {
        if (::unshare(CLONE_NEWNS) != 0 ||
            ::mount(nullptr, "/", nullptr, MS_REC | MS_PRIVATE, nullptr) != 0 ||
            ::mount("tmpfs", directory_.c_str(), "tmpfs", 0, "size=64k") != 0) {
            ::_exit(kSkip);
        }
        const std::string previous(1000, 'p');
        if (!writeAtomically(target_, previous).ok()) {
            ::_exit(1);
        }
        // Fill the file system to the last byte.
        if (std::FILE* filler = std::fopen((directory_ / "filler").c_str(), "wb")) {
            const std::string block(4096, 'f');
            while (std::fwrite(block.data(), 1, block.size(), filler) == block.size() &&
                   std::fflush(filler) == 0) {
            }
            std::fclose(filler);
        }
        const WriteOutcome outcome = writeAtomically(target_, std::string(100000, 'n'));
        if (outcome.ok() || outcome.replaced || outcome.error != ENOSPC) {
            ::_exit(2);
        }
        if (read(target_) != previous) {
            ::_exit(3);
        }
        fs::remove(directory_ / "filler");
        ::_exit(strayFiles().empty() ? 0 : 4);
    }
    int status = 0;
    ASSERT_EQ(::waitpid(child, &status, 0), child);
    ASSERT_TRUE(WIFEXITED(status));
    if (WEXITSTATUS(status) == kSkip) {
        GTEST_SKIP() << "mounting a tmpfs is not permitted here";
    }
    EXPECT_EQ(WEXITSTATUS(status), 0) << "1: first save, 2: outcome, 3: previous file, 4: stray";
}

TEST(LeftoverTemporaries, AreRecognisedByTheirNameOnly) {
    EXPECT_TRUE(isLeftoverTemporary("autosave.potega.a1B2c3", ".potega"));
    EXPECT_TRUE(isLeftoverTemporary("interrupted-20261126-051200.potega.XyZ012", ".potega"));
    EXPECT_FALSE(isLeftoverTemporary("autosave.potega", ".potega"));
    EXPECT_FALSE(isLeftoverTemporary("autosave.potega.damaged", ".potega"));
    EXPECT_FALSE(isLeftoverTemporary("autosave.potega.ab-def", ".potega"));
    EXPECT_FALSE(isLeftoverTemporary("notes.txt.abcdef", ".potega"));
    EXPECT_FALSE(isLeftoverTemporary(".potega.abcdef", ".potega"));
}

TEST_F(AtomicFileTest, RemovesOnlyOurLeftovers) {
    write(target_, "save");
    write(directory_ / "autosave.potega.Ab12Cd", "half a save");
    write(directory_ / "autosave.potega.damaged", "kept for a bug report");
    write(directory_ / "notes.txt.Ab12Cd", "someone else's");
    fs::create_directory(directory_ / "sub");
    write(directory_ / "sub" / "autosave.potega.Zz99zz", "not in this directory");
    const auto removed = removeLeftoverTemporaries(directory_, ".potega");
    ASSERT_EQ(removed.size(), 1U);
    EXPECT_EQ(removed.front().filename(), "autosave.potega.Ab12Cd");
    EXPECT_FALSE(fs::exists(directory_ / "autosave.potega.Ab12Cd"));
    EXPECT_TRUE(fs::exists(directory_ / "autosave.potega.damaged"));
    EXPECT_TRUE(fs::exists(directory_ / "notes.txt.Ab12Cd"));
    EXPECT_TRUE(fs::exists(directory_ / "sub" / "autosave.potega.Zz99zz"));
    EXPECT_EQ(read(target_), "save");
}

TEST(LeftoverTemporaries, AMissingDirectoryRemovesNothing) {
    EXPECT_TRUE(removeLeftoverTemporaries("/nonexistent/potega-test", ".potega").empty());
}

}  // namespace
}  // namespace ps::files
