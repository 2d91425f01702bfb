#ifndef CORE_CHECKSUM_H
#define CORE_CHECKSUM_H

#include <stddef.h>
#include <stdint.h>

/// A small rolling checksum of `length` bytes.
uint32_t core_checksum(const uint8_t *bytes, size_t length);

#endif
