#pragma once
// Game → Play online…: sign in with an XMPP account (or create one where the server allows
// in-band registration), then either open a table — its room, and who sits at each seat:
// this screen's person, a remote person by address, a bot — or join one from its
// xmpp:ROOM?join link (empty: the first invitation). The password is kept in the system's
// keyring (PasswordStore), never in the settings file.

#include <QDialog>
#include <QList>
#include <functional>
#include <map>
#include <optional>

#include "model/GameSetup.h"
#include "online/OnlineTable.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QTabWidget;

namespace ps::ui {

class OnlineDialog : public QDialog {
    Q_OBJECT
  public:
    // `name`: this screen's person (their seat's name at a table they open).
    OnlineDialog(const QString& name, bool botsAvailable, QWidget* parent = nullptr);

    // Whether a keyring answered with `error` (a QKeychain::Error) is there to keep passwords.
    [[nodiscard]] static bool keyringAnswers(int error);
    // The account used last time, with its password from the keyring: `done` gets it once the
    // keyring answers, or nothing when no account was used yet or the keyring keeps no
    // password for it. `context` ends the question when it goes first.
    static void readStoredAccount(QObject* context,
                                  std::function<void(std::optional<OnlineAccount>)> done);

    // Only the account is asked for (Game → My tables signs in with it): no table to open or
    // join, and no account to create. Before exec().
    void askAccountOnly();

    [[nodiscard]] bool hosting() const;
    [[nodiscard]] OnlineAccount account() const;
    // Hosting: the room, the seats, and each remote seat's address.
    [[nodiscard]] QString room() const;
    [[nodiscard]] GameSetup setup() const;
    [[nodiscard]] std::map<int, QString> remoteSeats() const;
    // Joining: the link (or nothing: wait for an invitation) and the name to show.
    [[nodiscard]] QString link() const;
    [[nodiscard]] QString name() const;

    // The table of a saved online game is opened again: its room and seats are the saved ones
    // (shown, not to be changed); only the account is asked for.
    void reopen(const GameSetup& saved);

    // What is missing or wrong in the form, or nothing.
    [[nodiscard]] QString problem() const;

    void accept() override;

  private:
    struct SeatRow {
        QComboBox* kind = nullptr;
        QLineEdit* address = nullptr;
    };
    void updateSeats();
    void suggestRoom();
    QLineEdit* jid_;
    QLineEdit* password_;
    QCheckBox* remember_;
    QLineEdit* server_;
    QSpinBox* port_;
    QCheckBox* create_;
    QCheckBox* plaintext_;
    QTabWidget* tabs_;
    QLineEdit* room_;
    QList<SeatRow> seats_;
    QLineEdit* link_;
    QLineEdit* name_;
    QLabel* problem_;
    QString ownName_;
    std::optional<GameSetup> reopened_;
    bool accountOnly_ = false;
};

}  // namespace ps::ui
