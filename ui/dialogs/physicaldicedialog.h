#pragma once

#include "core/rules/evaluation.h"

#include <QDialog>

#include <optional>
#include <vector>

class QSpinBox;

namespace hexfire {

/**
 * Asks for the faces of real dice: one field per die the evaluation lists (DieSpec), in the order
 * the rules will read them. A conditional die may be left empty ("—"); it is asked for later only
 * if the rules need it. Cancel aborts the action and nothing changes.
 */
class PhysicalDiceDialog final : public QDialog {
    Q_OBJECT
public:
    PhysicalDiceDialog(const Evaluation &evaluation, QWidget *parent = nullptr);

    /** The faces entered, in order, stopping at the first empty field. */
    std::vector<int> faces() const;

    static std::optional<std::vector<int>> ask(const Evaluation &evaluation, QWidget *parent);
    static std::optional<int> askOne(int sides, const QString &purpose, QWidget *parent);

private:
    std::vector<QSpinBox *> m_fields;
};

} // namespace hexfire
