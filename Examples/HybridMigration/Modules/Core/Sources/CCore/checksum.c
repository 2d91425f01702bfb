#include "checksum.h"

#ifndef CORE_CHECKSUM_SEED
#error "CORE_CHECKSUM_SEED comes from the podspec's GCC_PREPROCESSOR_DEFINITIONS"
#endif

uint32_t core_checksum(const uint8_t *bytes, size_t length) {
    uint32_t sum = CORE_CHECKSUM_SEED;
    for (size_t i = 0; i < length; i++) {
        sum = sum * 31 + bytes[i];
    }
    return sum;
}
