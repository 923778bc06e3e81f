#include "services/Logging.h"

Q_LOGGING_CATEGORY(lcApp, "potega.app", QtInfoMsg)
