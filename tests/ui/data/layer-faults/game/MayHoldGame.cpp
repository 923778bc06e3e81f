// Not built: game/ may hold the engine's Game; the layers check lets this file pass.
const auto& state = session_->game().state();
