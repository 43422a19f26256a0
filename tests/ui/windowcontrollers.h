#pragma once

// The window's controllers as the tests reach them: each is a child of the window with an
// objectName, found with findChild (the window has no accessors for tests).

#include "ui/actiontoolbar.h"
#include "ui/advicecontroller.h"
#include "ui/losthreadcontroller.h"
#include "ui/mainwindow.h"
#include "ui/playcontroller.h"
#include "ui/quizcontroller.h"
#include "ui/stepcardcontroller.h"

namespace hexfire::testing {

inline PlayController &play(const MainWindow &w) { return *w.findChild<PlayController *>(); }
inline ActionToolbar &toolbar(const MainWindow &w) { return *play(w).toolbar(); }
inline AdviceController &advice(const MainWindow &w) { return *w.findChild<AdviceController *>(); }
inline StepCardController &stepCard(const MainWindow &w)
{
    return *w.findChild<StepCardController *>();
}
inline QuizController &quiz(const MainWindow &w) { return *w.findChild<QuizController *>(); }
inline LosThreadController &losThread(const MainWindow &w)
{
    return *w.findChild<LosThreadController *>();
}

} // namespace hexfire::testing
