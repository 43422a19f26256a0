#pragma once

#include "core/rules/explanation.h"

#include <QListWidget>

namespace hexfire {

class GameSession;

/** Every DEFAULT assumption the ruleset has in force, with where the reference discusses it. */
class AssumptionsPanel final : public QListWidget {
    Q_OBJECT
public:
    explicit AssumptionsPanel(QWidget *parent = nullptr);
    void setAssumptions(const std::vector<Assumption> &assumptions);
    /** Lists the assumptions of each game the session opens from now on. */
    void follow(const GameSession *session);
};

} // namespace hexfire
