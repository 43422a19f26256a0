#pragma once

// The headers most of the window's files include, compiled once per build for the hexfire_ui
// library (ui/CMakeLists.txt, HEXFIRE_PCH): parsing Qt Widgets and the rules core's headers was
// about half of each file's compile time. Every file still includes what it uses.

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFile>
#include <QFileInfo>
#include <QFont>
#include <QFontMetricsF>
#include <QFormLayout>
#include <QGraphicsItem>
#include <QGraphicsScene>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMainWindow>
#include <QMenu>
#include <QPainter>
#include <QPainterPath>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QStyleOptionGraphicsItem>
#include <QTextBrowser>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "core/rules/oddssummary.h"
#include "core/rules/ruleset.h"
#include "core/rules/sequence.h"
#include "core/scenario/scenarioio.h"
#include "ui/displaytext.h"
#include "ui/gamesession.h"
#include "ui/map/mapscene.h"
#include "ui/settings.h"
