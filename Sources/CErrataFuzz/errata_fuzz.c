// Declarations only: see include/CErrataFuzz.h.
#include "CErrataFuzz.h"
