// Not built: the layers check must refuse this file (a widget reaching the engine's Game).
const auto& state = table->game().state();
