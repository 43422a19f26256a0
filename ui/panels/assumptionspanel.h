#pragma once

#include "core/rules/explanation.h"

#include <QListWidget>

namespace hexfire {

class GameSession;

/**
 * Every assumption the rule system has in force, as a short list: its name and the start of
 * what it assumes on one line each, the whole of it on hover; a double click (or Enter) opens
 * HexFire's note on it (noteRequested).
 */
class AssumptionsPanel final : public QListWidget {
    Q_OBJECT
public:
    explicit AssumptionsPanel(QWidget *parent = nullptr);
    void setAssumptions(const std::vector<Assumption> &assumptions);
    /** Lists the assumptions of each game the session opens from now on. */
    void follow(const GameSession *session);

signals:
    /** The player asked for HexFire's note on an assumption (its entry's title). */
    void noteRequested(const QString &entry);
};

} // namespace hexfire
