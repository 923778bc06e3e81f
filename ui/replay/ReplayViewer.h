#pragma once
// The replay viewer: a window that steps through a game's record — forward and back, first and
// last, any turn from the list or the slider, and the keyboard (Left/Right, Home/End) — showing
// the table as it was at the end of each turn (the game's own board and player panels), the
// turn's move outlined as the table showed it, and the post-game review beside it (the hard
// bot's word for each turn, computed on request in the background), and the expert's analysis
// of a finished game (analysis::AnalysisPanel: its rows lead to their turn's position).
//
// The record is replayed with the dictionary in use. A record made with another dictionary says
// so; one that stops replaying (another dictionary, or damage) shows the turns up to the action
// refused and says which one and why.

#include <QString>
#include <QStringList>
#include <QWidget>
#include <functional>
#include <memory>
#include <optional>

#include "engine/io/dictionary_identity.h"
#include "game/GameController.h"
#include "model/GameSetup.h"
#include "model/TableModel.h"

class QLabel;
class QListWidget;
class QPushButton;
class QSlider;
class QTableWidget;
class QTabWidget;
class QVBoxLayout;

namespace ps::ui::analysis {
class AnalysisPanel;
}

namespace ps::ui {

class BoardScene;
class BoardView;
class GameReview;
class PlayerPanel;

namespace replay {
class ReplayGame;
struct ReplaySource;
}  // namespace replay

// The dictionary a record is replayed with (the app's: the table's dictionary).
struct ReplayDictionary {
    const dict::Lexicon* lexicon = nullptr;
    std::optional<engine::io::DictionaryIdentity> identity;  // unknown: no comparison
    QString name;                                            // for people
    GameController::ReviewFunction review;                   // empty: no review
};

class ReplayViewer : public QWidget {
    Q_OBJECT
  public:
    // Where viewers get the dictionary from (the app installs the table's; tests their own).
    // Nothing (or no source) means no dictionary is ready: the viewer says so.
    using DictionarySource = std::function<std::optional<ReplayDictionary>()>;
    static void setDictionarySource(DictionarySource source);

    // Parses a record (docs/formats.md, "Record"; a saved game's text is accepted too), replays
    // it and shows it in a new window (deleted on close) titled `title`. On text that is not a
    // usable record, shows a message (non-modal, parented to `parent`) and returns nullptr.
    static ReplayViewer* openRecordText(const QString& recordText, const QString& title,
                                        QWidget* parent);
    // The same for a record or saved-game file (read with a size bound).
    static ReplayViewer* openFile(const QString& path, QWidget* parent);
    // The message the last failed open showed (tests).
    static QString lastOpenError();

    ~ReplayViewer() override;

    // Names and colours for the seats (a record has none: "Player 1"…; a save has its own).
    void setSeats(const QList<SeatSetup>& seats);

    // Positions: 0 is the deal, p (1 … turnCount()) the end of turn p.
    [[nodiscard]] int turnCount() const;
    [[nodiscard]] int position() const { return position_; }
    void showPosition(int position);
    void forward() { showPosition(position_ + 1); }
    void back() { showPosition(position_ - 1); }
    void first() { showPosition(0); }
    void last() { showPosition(turnCount()); }

    // What is shown (tests): the table's view model, the note about the dictionary or the
    // replay (empty when there is nothing to say).
    [[nodiscard]] const TableView& table() const { return table_; }
    [[nodiscard]] QString note() const;
    [[nodiscard]] const replay::ReplayGame& game() const { return *game_; }
    BoardScene* boardScene() const { return scene_; }
    QListWidget* turnList() const { return turns_; }
    QSlider* slider() const { return slider_; }
    QLabel* positionLabel() const { return positionLabel_; }
    PlayerPanel* playerPanel(int seat) const;
    GameReview* review() const { return review_; }
    QPushButton* reviewButton() const { return reviewButton_; }
    QTableWidget* reviewTable() const { return reviewTable_; }
    QTabWidget* tabs() const { return tabs_; }
    analysis::AnalysisPanel* analysisPanel() const { return analysis_; }

  signals:
    void positionChanged(int position);

  protected:
    void changeEvent(QEvent* event) override;

  private:
    ReplayViewer(std::unique_ptr<replay::ReplayGame> game, const ReplayDictionary& dictionary,
                 const QString& title, QWidget* parent);
    static ReplayViewer* open(const replay::ReplaySource& source, const QString& title,
                              QWidget* parent);
    void build();
    QWidget* buildReviewPage();
    void buildAnalysisPage();
    void fillTurnList();
    void retranslate();
    void startReview();
    void showReviewRow(int row);
    void updateReviewStatus();
    [[nodiscard]] QString turnText(int position) const;
    [[nodiscard]] QString seatName(int seat) const;
    [[nodiscard]] QStringList seatNames() const;

    std::unique_ptr<replay::ReplayGame> game_;
    ReplayDictionary dictionary_;
    QString title_;
    QString dictionaryNote_;
    QList<SeatSetup> seats_;
    TableView table_;
    int position_ = -1;

    BoardScene* scene_ = nullptr;
    BoardView* view_ = nullptr;
    QLabel* note_ = nullptr;
    QLabel* positionLabel_ = nullptr;
    QSlider* slider_ = nullptr;
    QPushButton* firstButton_ = nullptr;
    QPushButton* backButton_ = nullptr;
    QPushButton* forwardButton_ = nullptr;
    QPushButton* lastButton_ = nullptr;
    QVBoxLayout* panelsLayout_ = nullptr;
    QList<PlayerPanel*> panels_;
    QTabWidget* tabs_ = nullptr;
    QListWidget* turns_ = nullptr;
    GameReview* review_ = nullptr;
    QLabel* reviewIntro_ = nullptr;
    QLabel* reviewStatus_ = nullptr;
    QPushButton* reviewButton_ = nullptr;
    QTableWidget* reviewTable_ = nullptr;
    QList<int> reviewTurns_;  // the position of every review row's turn
    analysis::AnalysisPanel* analysis_ = nullptr;
};

}  // namespace ps::ui
