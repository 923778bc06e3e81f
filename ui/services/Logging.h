#pragma once
// The app's diagnostics go through one logging category, so they can be switched on or off
// with QT_LOGGING_RULES="potega.app.debug=true" and told apart from Qt's own messages.

#include <QLoggingCategory>

Q_DECLARE_LOGGING_CATEGORY(lcApp)
