#pragma once
// Game → My tables: the tables a table keeper (Settings → Table server) keeps for the person,
// live and by correspondence, in a window of its own over the main window. It signs in with
// the person's online account (the one kept from Play online, else asked for), asks the keeper
// for the person's tables and its open seats, and shows them — those waiting for the person
// first — refreshed every 30 s and on F5. A table opens in the main window as any table hosted
// elsewhere (openRequested); "New table…" asks the keeper to open one, "Take a seat" sits the
// person at an open one. Everything it hears comes through receive(), so the tests feed it a
// keeper's answers without a network.

#include <QElapsedTimer>
#include <QTimer>
#include <QWidget>
#include <chrono>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <vector>

#include "keeper/keeper_messages.h"
#include "online/OnlineTable.h"
#include "tables/KeeperLink.h"

class QLabel;
class QPushButton;
class QStackedWidget;
class QTabWidget;
class QTreeWidget;

namespace ps::ui {

class MyTablesWindow : public QWidget {
    Q_OBJECT
  public:
    // Makes the link for an account and a keeper (the window owns it through `parent`).
    using LinkMaker = std::function<KeeperLink*(const OnlineAccount& account, const QString& keeper,
                                                QObject* parent)>;
    // The columns of the person's tables.
    enum Column {
        TableColumn,
        PaceColumn,
        PlayersColumn,
        MoveColumn,
        SinceColumn,
        LeftColumn,
        RoundColumn,
        ResultColumn,
        ColumnCount
    };

    explicit MyTablesWindow(QWidget* parent = nullptr);
    ~MyTablesWindow() override;

    // The tests' own link (default: XmppKeeperLink), clock (epoch seconds) and the wait for
    // an answer before the keeper is said not to answer (10 s).
    void setLinkMaker(LinkMaker make) { makeLink_ = std::move(make); }
    void setClock(std::function<std::int64_t()> now) { now_ = std::move(now); }
    void setAnswerWait(std::chrono::milliseconds wait) { answerWait_ = wait; }

    // Reads the keeper from the settings: with none, says where to set it; otherwise signs in
    // with the account kept (asking for it when none is) and asks for the tables. Again after
    // the settings changed.
    void begin();
    // Signs in as `account` to the keeper of the settings, then asks.
    void signIn(const OnlineAccount& account);
    // Asks the keeper for the person's tables and the open seats again (F5).
    void refresh();
    // The selected table, opened in the main window (openRequested).
    void openSelected();
    // Asks for the terms of a new table, then asks the keeper to create it.
    void newTable();
    // Takes a seat at the open table selected.
    void takeSelectedSeat();
    // A keeper's answer.
    void receive(const KeeperLink::Answer& answer);

    [[nodiscard]] KeeperLink* link() const { return link_; }
    [[nodiscard]] const QString& keeper() const { return keeper_; }
    [[nodiscard]] const std::vector<keeper::TableSummary>& tables() const { return tables_; }
    [[nodiscard]] const std::vector<keeper::TableSummary>& openTables() const {
        return openTables_;
    }
    // Widgets, for the tests.
    [[nodiscard]] QLabel* statusLabel() const { return status_; }
    [[nodiscard]] QPushButton* fixButton() const { return fix_; }
    [[nodiscard]] QTabWidget* tabs() const { return tabs_; }
    [[nodiscard]] QTreeWidget* tablesList() const { return list_; }
    [[nodiscard]] QTreeWidget* openList() const { return openList_; }
    [[nodiscard]] QLabel* emptyLabel() const { return empty_; }
    [[nodiscard]] QLabel* noOpenLabel() const { return noOpen_; }
    [[nodiscard]] QPushButton* openButton() const { return openButton_; }
    [[nodiscard]] QPushButton* newTableButton() const { return new_; }
    [[nodiscard]] QPushButton* sitButton() const { return sit_; }
    [[nodiscard]] QPushButton* refreshButton() const { return refresh_; }

  signals:
    // The person wants to play `table` in the main window: as a guest of the keeper (its
    // host), signed in as `account`.
    void openRequested(const ps::keeper::TableSummary& table, const ps::ui::OnlineAccount& account,
                       const QString& keeper);
    // The person wants the settings (to set the keeper); begin() again after them.
    void settingsWanted();
    // An answer was shown (tests wait on it).
    void answerShown();

  protected:
    void changeEvent(QEvent* event) override;

  private:
    enum class Asked { Tables, Open, Create, Sit };
    enum class Fix { None, Settings, SignIn };
    void retranslate();
    void updateTitle();
    void updateFix();
    void setStatus(const QString& text, bool problem = false, Fix fix = Fix::None);
    void askAccount();
    void dropLink();
    std::uint64_t ask(Asked what, const keeper::KeeperMessage& question);
    void checkAnswers();
    // Every 30 s: asks again when signed in (never signs in, nor asks for the account, by
    // itself).
    void refreshQuietly();
    // The tables shown go when they are another keeper's (or, with no keeper, anyone's).
    void forgetTables(const QString& keeper);
    void showTables();
    void showOpen();
    void updateButtons();
    void keep(const keeper::TableSummary& table);
    [[nodiscard]] bool linkOnline() const;
    [[nodiscard]] const keeper::TableSummary* selectedTable() const;
    [[nodiscard]] const keeper::TableSummary* selectedOpen() const;
    [[nodiscard]] QString ownName() const;

    LinkMaker makeLink_;
    std::function<std::int64_t()> now_;
    std::chrono::milliseconds answerWait_{10000};
    KeeperLink* link_ = nullptr;  // a child: signing in again or out deletes it
    OnlineAccount account_;
    QString keeper_;
    int attempt_ = 0;  // begin()'s, so a late keyring answer of an earlier one is dropped
    struct Question {
        Asked what;
        qint64 sentAt;  // monotonic milliseconds
    };
    std::map<std::uint64_t, Question> asked_;
    std::vector<keeper::TableSummary> tables_;
    std::vector<keeper::TableSummary> openTables_;
    bool listed_ = false;      // the person's tables came at least once
    bool openListed_ = false;  // and the open seats
    QElapsedTimer clock_;      // when each question went
    Fix fixing_ = Fix::None;
    QTimer answerTimer_;
    QTimer refreshTimer_;

    QLabel* status_;
    QPushButton* fix_;
    QTabWidget* tabs_;
    QStackedWidget* tablesStack_;
    QTreeWidget* list_;
    QLabel* empty_;
    QStackedWidget* openStack_;
    QTreeWidget* openList_;
    QLabel* noOpen_;
    QPushButton* openButton_;
    QPushButton* new_;
    QPushButton* sit_;
    QPushButton* refresh_;
    QPushButton* close_;
};

}  // namespace ps::ui
