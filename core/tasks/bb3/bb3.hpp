// The BB3 family: bb3.cat, bb3.cat+ner, bb3.event, bb3.event+ner, bb3.kb and bb3.kb+ner.
#pragma once

#include <vector>

#include "framework/task.hpp"

namespace bioeval::bb3 {
std::vector<const Task*> tasks();
}  // namespace bioeval::bb3
