#ifndef STYLEGUIDE_C_SYSTEM_SHIMS_H
#define STYLEGUIDE_C_SYSTEM_SHIMS_H
// The module's umbrella header: every header it shows is listed here, so a build folder's
// module cache sees a new one (an umbrella folder's does not, and keeps the old module).
#include "system_shims.h"
#endif
