#include "ui/actiontoolbar.h"

#include "core/rules/paramtext.h"
#include "ui/actionicon.h"
#include "ui/displaytext.h"
#include "ui/unitorders.h"

#include <QAction>
#include <QActionGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QSpinBox>
#include <QStringList>
#include <QToolBar>
#include <QToolButton>

#include <algorithm>

namespace hexfire {

namespace {
QString validKeys(const std::vector<ParamSpec> &specs)
{
    QStringList keys;
    for (const ParamSpec &p : specs)
        keys << QStringLiteral("%1 (%2)").arg(qs(p.key), qs(p.label));
    return keys.isEmpty() ? ActionToolbar::tr("none") : keys.join(QStringLiteral(", "));
}
} // namespace

ActionToolbar::ActionToolbar(QToolBar *tools, QMenu *gameMenu, QObject *parent)
    : QObject(parent)
    , m_tools(tools)
    , m_options(new QToolBar(tr("Action Options")))
    , m_gameMenu(gameMenu)
    , m_modeGroup(new QActionGroup(this))
{
    setObjectName(QStringLiteral("actionToolbar"));
    // Select is always there; the rule system's modes, parameter inputs and phase steps go before
    // these separators once a game is open (rebuild).
    m_selectAction = m_tools->addAction(QIcon(QStringLiteral(":/icons/select.svg")), tr("Select"));
    m_selectAction->setCheckable(true);
    m_selectAction->setToolTip(tr("Select units; hover a hex for its details"));
    m_selectAction->setShortcut(Qt::Key_S);
    m_modeGroup->addAction(m_selectAction);
    connect(m_selectAction, &QAction::triggered, this,
        [this] { emit modeChosen(MapScene::Mode::select()); });
    m_modesEnd = m_tools->addSeparator();
    m_phasesEnd = m_tools->addSeparator();
    m_options->setObjectName(QStringLiteral("optionsToolBar"));
    m_options->setAccessibleName(tr("The chosen action's options"));
    m_options->setVisible(false);

    m_gameMenu->addAction(m_selectAction);
}

QToolBar *ActionToolbar::optionsBar() const { return m_options; }

ActionToolbar::~ActionToolbar()
{
    // A window that placed the options bar owns it; one that did not leaves it to us.
    if (m_options && !m_options->parent())
        delete m_options;
}

void ActionToolbar::addTool(QAction *tool)
{
    m_modeGroup->addAction(tool);
    m_tools->insertAction(m_modesEnd, tool);
}

const ActionType *ActionToolbar::findType(std::string_view actionKey) const
{
    return findByKey(m_actionTypes, actionKey);
}

void ActionToolbar::setOrderMenuFiller(std::function<void(QMenu *, const ActionType &)> fill)
{
    m_fillOrderMenu = std::move(fill);
}

void ActionToolbar::clear()
{
    // Deleting an action takes it off the toolbar and the menu (and a parameter bar's widget
    // with it).
    for (QAction *a : m_ruleActions)
        delete a;
    m_ruleActions.clear();
    m_modeActions.clear();
    m_phaseActions.clear();
    m_orderActions.clear();
    m_paramBars.clear();
    m_paramInputs.clear();
}

void ActionToolbar::rebuild(const std::vector<ActionType> &types)
{
    if (types == m_actionTypes && !m_ruleActions.empty())
        return;
    clear();
    m_actionTypes = types;
    for (const ActionType &type : m_actionTypes)
        addRuleAction(type);
    rebuildGameMenu();
}

void ActionToolbar::addRuleAction(const ActionType &type)
{
    auto *a = new QAction(actionIcon(type), ruleText(type.name), this);
    a->setToolTip(qs(type.help));
    a->setStatusTip(qs(type.help));
    a->setWhatsThis(qs(type.help));
    if (!type.shortcut.empty())
        a->setShortcut(QKeySequence::fromString(qs(type.shortcut)));
    m_ruleActions.push_back(a);
    if (type.actors == ActorRule::None) {
        // A phase step: nobody acts, one click resolves it.
        connect(a, &QAction::triggered, this, [this, key = type.key] { emit phaseChosen(key); });
        m_tools->insertAction(m_phasesEnd, a);
        m_phaseActions.emplace(type.key, a);
        return;
    }
    if (type.target == TargetKind::None) {
        // An order for the selected unit: done at once, from the Game menu, its shortcut or
        // the counter's menu; one that takes a choice opens a submenu of the choices.
        if (UnitOrders::orderChoice(type)) {
            auto *menu = new QMenu(m_tools);
            connect(a, &QObject::destroyed, menu, &QObject::deleteLater);
            a->setMenu(menu);
            connect(menu, &QMenu::aboutToShow, this, [this, menu, key = type.key] {
                if (const ActionType *t = findType(key); t && m_fillOrderMenu)
                    m_fillOrderMenu(menu, *t);
            });
        } else {
            connect(a, &QAction::triggered, this,
                [this, key = type.key] { emit orderChosen(key, {}); });
        }
        m_orderActions.emplace(type.key, a);
        return;
    }
    a->setCheckable(true);
    m_modeGroup->addAction(a);
    connect(a, &QAction::triggered, this,
        [this, key = type.key] { emit modeChosen(MapScene::Mode::perform(key)); });
    m_tools->insertAction(m_modesEnd, a);
    m_modeActions.emplace(type.key, a);
    if (!type.params.empty()) {
        std::vector<ParamInput> &inputs = m_paramInputs[type.key];
        QWidget *widget = createParamBar(type, inputs);
        if (inputs.empty()) {
            // Every parameter is aimed on the map or given only by files: no empty bar to show.
            delete widget;
            m_paramInputs.erase(type.key);
            return;
        }
        QAction *bar = m_options->addWidget(widget);
        bar->setVisible(false);
        m_ruleActions.push_back(bar);
        m_paramBars.emplace(type.key, bar);
    }
}

void ActionToolbar::rebuildGameMenu()
{
    m_gameMenu->clear();
    m_gameMenu->addAction(m_selectAction);
    for (const ActionType &type : m_actionTypes) {
        if (QAction *a = modeAction(type.key))
            m_gameMenu->addAction(a);
    }
    if (!m_orderActions.empty()) {
        m_gameMenu->addSection(tr("Selected unit"));
        for (const ActionType &type : m_actionTypes) {
            if (QAction *a = orderAction(type.key))
                m_gameMenu->addAction(a);
        }
    }
    m_gameMenu->addSeparator();
    for (const ActionType &type : m_actionTypes) {
        if (QAction *a = phaseAction(type.key))
            m_gameMenu->addAction(a);
    }
    if (!m_gameMenuTail.empty())
        m_gameMenu->addSeparator();
    for (QAction *a : m_gameMenuTail)
        m_gameMenu->addAction(a);
}

void ActionToolbar::addGameMenuAction(QAction *action)
{
    m_gameMenuTail.push_back(action);
    rebuildGameMenu();
}

bool ActionToolbar::showMode(const MapScene::Mode &mode)
{
    const ActionType *type = mode.isSelect() ? nullptr : findType(mode.actionKey());
    if (!mode.isSelect() && (!type || !modeAction(mode.actionKey())))
        return false;
    m_shown = mode;
    bool inputs = false;
    for (const auto &[key, bar] : m_paramBars) {
        const bool on = !mode.isSelect() && key == mode.actionKey();
        bar->setVisible(on);
        inputs = inputs || on;
    }
    m_options->setVisible(inputs);
    if (type)
        modeAction(type->key)->setChecked(true);
    else
        m_selectAction->setChecked(true);
    return true;
}

QWidget *ActionToolbar::createParamBar(const ActionType &type, std::vector<ParamInput> &inputs)
{
    auto *bar = new QWidget;
    auto *layout = new QHBoxLayout(bar);
    layout->setContentsMargins(6, 0, 6, 0);
    layout->setSpacing(4);
    for (const ParamSpec &spec : type.params) {
        QWidget *input = createInput(spec);
        if (!input)
            continue; // picked on the map, not typed: the toolbar has no input for these
        auto *label = new QLabel(ruleText(spec.label));
        label->setBuddy(input);
        for (QWidget *w : {static_cast<QWidget *>(label), input}) {
            w->setToolTip(qs(spec.help));
            w->setWhatsThis(qs(spec.help));
        }
        input->setObjectName(qs(type.key + "." + spec.key));
        layout->addWidget(label);
        layout->addWidget(input);
        inputs.push_back({spec, label, input});
    }
    return bar;
}

namespace {

/** What a pick button shows: "All" or the labels of the items picked. */
QString pickText(const QStringList &labels)
{
    return labels.isEmpty() ? ActionToolbar::tr("All") : labels.join(QStringLiteral(", "));
}

} // namespace

QWidget *ActionToolbar::createPickInput(const ParamSpec &spec)
{
    // Items ticked in a menu filled as it opens (the items depend on the selected unit); the
    // button's "picked" property holds the keys ticked, empty for all of them.
    auto *button = new QToolButton;
    button->setPopupMode(QToolButton::InstantPopup);
    button->setText(pickText({}));
    button->setProperty("picked", QStringList {});
    auto *menu = new QMenu(button);
    menu->setToolTipsVisible(true);
    button->setMenu(menu);
    connect(menu, &QMenu::aboutToShow, this, [this, button, menu, spec] {
        menu->clear();
        const std::vector<ParamChoice> items
            = m_listItems ? m_listItems(m_shown.actionKey(), spec) : std::vector<ParamChoice> {};
        if (items.empty()) {
            menu->addAction(tr("Select a unit with several to choose from"))->setEnabled(false);
            return;
        }
        QStringList left = button->property("picked").toStringList();
        const bool all = left.isEmpty();
        for (const ParamChoice &item : items) {
            QAction *a = menu->addAction(ruleText(item.label));
            a->setCheckable(true);
            a->setData(qs(item.key));
            a->setChecked(all || left.removeOne(qs(item.key)));
            connect(a, &QAction::toggled, this, [this, button, menu] {
                QStringList keys;
                QStringList labels;
                bool every = true;
                for (QAction *x : menu->actions()) {
                    if (x->isChecked()) {
                        keys << x->data().toString();
                        labels << x->text();
                    } else {
                        every = false;
                    }
                }
                if (keys.isEmpty() || every) {
                    keys.clear(); // none ticked reads as all: a squad always fires with someone
                    labels.clear();
                }
                button->setProperty("picked", keys);
                button->setText(pickText(labels));
                emit inputsChanged();
            });
        }
    });
    return button;
}

void ActionToolbar::clearPicks()
{
    for (auto &[key, inputs] : m_paramInputs) {
        for (ParamInput &in : inputs) {
            auto *button = in.spec.pickFromItems ? qobject_cast<QToolButton *>(in.input) : nullptr;
            if (!button || button->property("picked").toStringList().isEmpty())
                continue;
            button->setProperty("picked", QStringList {});
            button->setText(pickText({}));
            if (m_shown.actionKey() == key)
                emit inputsChanged();
        }
    }
}

QWidget *ActionToolbar::createInput(const ParamSpec &spec)
{
    // An outcome picked on commit, an order asked on commit, or a value only files give.
    if (spec.askOnCommit || spec.askOrderOnCommit || spec.notAsked)
        return nullptr;
    if (spec.pickFromItems && spec.type == ParamType::Text)
        return createPickInput(spec);
    switch (spec.type) {
    case ParamType::Integer: {
        auto *spin = new QSpinBox;
        if (spec.minimum < spec.maximum)
            spin->setRange(spec.minimum, spec.maximum);
        else
            spin->setRange(-999, 999);
        const int *initial = spec.defaultValue ? std::get_if<int>(&*spec.defaultValue) : nullptr;
        spin->setValue(initial ? *initial : std::clamp(0, spin->minimum(), spin->maximum()));
        connect(spin, &QSpinBox::valueChanged, this, &ActionToolbar::inputsChanged);
        return spin;
    }
    case ParamType::Flag: {
        auto *box = new QCheckBox;
        const bool *initial = spec.defaultValue ? std::get_if<bool>(&*spec.defaultValue) : nullptr;
        box->setChecked(initial && *initial);
        connect(box, &QCheckBox::toggled, this, &ActionToolbar::inputsChanged);
        return box;
    }
    case ParamType::Choice: {
        auto *combo = new QComboBox;
        for (const ParamChoice &c : spec.choices)
            combo->addItem(ruleText(c.label), qs(c.key));
        const std::string *initial
            = spec.defaultValue ? std::get_if<std::string>(&*spec.defaultValue) : nullptr;
        if (initial)
            combo->setCurrentIndex(std::max(0, combo->findData(qs(*initial))));
        connect(combo, &QComboBox::currentIndexChanged, this, &ActionToolbar::inputsChanged);
        return combo;
    }
    case ParamType::Text: {
        auto *edit = new QLineEdit;
        const std::string *initial
            = spec.defaultValue ? std::get_if<std::string>(&*spec.defaultValue) : nullptr;
        if (initial)
            edit->setText(qs(*initial));
        edit->setPlaceholderText(spec.required ? tr("required") : tr("optional"));
        edit->setMaximumWidth(160);
        connect(edit, &QLineEdit::textChanged, this, &ActionToolbar::inputsChanged);
        return edit;
    }
    case ParamType::Hex:
    case ParamType::Unit:
    case ParamType::UnitList:
    case ParamType::HexList:
        break;
    }
    return nullptr;
}

QAction *ActionToolbar::modeAction(std::string_view actionKey) const
{
    const auto it = m_modeActions.find(actionKey);
    return it == m_modeActions.end() ? nullptr : it->second;
}

QAction *ActionToolbar::phaseAction(std::string_view actionKey) const
{
    const auto it = m_phaseActions.find(actionKey);
    return it == m_phaseActions.end() ? nullptr : it->second;
}

QAction *ActionToolbar::orderAction(std::string_view actionKey) const
{
    const auto it = m_orderActions.find(actionKey);
    return it == m_orderActions.end() ? nullptr : it->second;
}

const ActionToolbar::ParamInput *ActionToolbar::findParam(
    std::string_view actionKey, std::string_view paramKey) const
{
    const auto it = m_paramInputs.find(actionKey);
    if (it == m_paramInputs.end())
        return nullptr;
    for (const ParamInput &in : it->second) {
        if (in.spec.key == paramKey)
            return &in;
    }
    return nullptr;
}

QWidget *ActionToolbar::paramInput(std::string_view actionKey, std::string_view paramKey) const
{
    const ParamInput *in = findParam(actionKey, paramKey);
    return in ? in->input : nullptr;
}

QLabel *ActionToolbar::paramLabel(std::string_view actionKey, std::string_view paramKey) const
{
    const ParamInput *in = findParam(actionKey, paramKey);
    return in ? in->label : nullptr;
}

ParamMap ActionToolbar::params() const
{
    ParamMap values;
    const auto it = m_paramInputs.find(m_shown.actionKey());
    if (m_shown.isSelect() || it == m_paramInputs.end())
        return values;
    for (const ParamInput &in : it->second) {
        switch (in.spec.type) {
        case ParamType::Integer:
            values.emplace(in.spec.key, static_cast<QSpinBox *>(in.input)->value());
            break;
        case ParamType::Flag:
            values.emplace(in.spec.key, static_cast<QCheckBox *>(in.input)->isChecked());
            break;
        case ParamType::Choice: {
            const auto *combo = static_cast<QComboBox *>(in.input);
            if (combo->currentIndex() >= 0)
                values.emplace(in.spec.key, combo->currentData().toString().toStdString());
            break;
        }
        case ParamType::Text: {
            if (in.spec.pickFromItems) {
                const QStringList keys = in.input->property("picked").toStringList();
                if (!keys.isEmpty())
                    values.emplace(in.spec.key, keys.join(QStringLiteral(", ")).toStdString());
                break;
            }
            // An empty optional text is left out: the rule system's default applies.
            const QString text = static_cast<QLineEdit *>(in.input)->text().trimmed();
            if (!text.isEmpty())
                values.emplace(in.spec.key, text.toStdString());
            break;
        }
        case ParamType::Hex:
        case ParamType::Unit:
        case ParamType::UnitList:
        case ParamType::HexList:
            break;
        }
    }
    return values;
}

bool ActionToolbar::setParam(std::string_view key, const ParamValue &value, QString *error)
{
    const ActionType *type = m_shown.isSelect() ? nullptr : findType(m_shown.actionKey());
    if (!type) {
        if (error)
            *error = tr("Select mode takes no parameters; choose an action first.");
        return false;
    }
    const ParamInput *in = findParam(type->key, key);
    if (!in) {
        if (error)
            *error = tr("%1 has no parameter \"%2\"; valid: %3")
                         .arg(ruleText(type->name), qs(key), validKeys(type->params));
        return false;
    }
    return setInput(*in, value, error);
}

bool ActionToolbar::setInput(const ParamInput &in, const ParamValue &value, QString *error)
{
    auto fail = [error](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    const ParamSpec &spec = in.spec;
    switch (spec.type) {
    case ParamType::Integer: {
        const int *v = std::get_if<int>(&value);
        auto *spin = static_cast<QSpinBox *>(in.input);
        if (!v || *v < spin->minimum() || *v > spin->maximum())
            return fail(tr("%1 must be a whole number from %2 to %3")
                            .arg(ruleText(spec.label))
                            .arg(spin->minimum())
                            .arg(spin->maximum()));
        spin->setValue(*v);
        return true;
    }
    case ParamType::Flag: {
        const bool *v = std::get_if<bool>(&value);
        if (!v)
            return fail(tr("%1 must be yes or no").arg(ruleText(spec.label)));
        static_cast<QCheckBox *>(in.input)->setChecked(*v);
        return true;
    }
    case ParamType::Choice: {
        const std::string *v = std::get_if<std::string>(&value);
        auto *combo = static_cast<QComboBox *>(in.input);
        const int index = v ? combo->findData(qs(*v)) : -1;
        if (index < 0) {
            QStringList choices;
            for (const ParamChoice &c : spec.choices)
                choices << qs(c.key);
            return fail(tr("%1 must be one of: %2")
                            .arg(ruleText(spec.label), choices.join(QStringLiteral(", "))));
        }
        combo->setCurrentIndex(index);
        return true;
    }
    case ParamType::Text: {
        const std::string *v = std::get_if<std::string>(&value);
        if (!v)
            return fail(tr("%1 must be text").arg(ruleText(spec.label)));
        if (spec.pickFromItems) {
            QStringList keys;
            for (const QString &k : qs(*v).split(QLatin1Char(','), Qt::SkipEmptyParts))
                keys << k.trimmed();
            in.input->setProperty("picked", keys);
            static_cast<QToolButton *>(in.input)->setText(pickText(keys));
            emit inputsChanged();
            return true;
        }
        static_cast<QLineEdit *>(in.input)->setText(qs(*v));
        return true;
    }
    case ParamType::Hex:
    case ParamType::Unit:
    case ParamType::UnitList:
    case ParamType::HexList:
        break;
    }
    return fail(tr("%1 is not entered on the toolbar").arg(ruleText(spec.label)));
}

bool ActionToolbar::setParamText(std::string_view key, const QString &text, QString *error)
{
    const ActionType *type = m_shown.isSelect() ? nullptr : findType(m_shown.actionKey());
    const ParamInput *in = type ? findParam(type->key, key) : nullptr;
    if (!in)
        return setParam(key, ParamValue {0}, error); // the same message naming the valid keys
    // One reading of typed text for the window and the command line (core/rules/paramtext.h).
    const auto parsed = parseParamText(in->spec, text.toStdString());
    if (const std::string *problem = std::get_if<std::string>(&parsed)) {
        if (error)
            *error = qs(*problem);
        return false;
    }
    return setParam(key, std::get<ParamValue>(parsed), error);
}

} // namespace hexfire
