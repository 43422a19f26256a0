#pragma once

// The window tests' precompiled header (tests/CMakeLists.txt, HEXFIRE_PCH): the rules core's
// plus the Qt Widgets and window headers they share. A test still includes what it uses.

#include "tests/common/testpch.h"

#include <QAction>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTextBrowser>
#include <QToolButton>
#include <QUndoStack>

#include "app/rulesets.h"
#include "ui/filecontroller.h"
#include "ui/gamesession.h"
#include "ui/mainwindow.h"
#include "ui/map/counteritem.h"
#include "ui/map/mapscene.h"
#include "ui/map/mapview.h"
#include "ui/settings.h"
