#pragma once
// Whether the high-contrast look is on (Settings → Wysoki kontrast, applied by applyLook): the
// few colours the style sheets fix themselves (the status line, the players' panels, the
// invitation bar) follow it, so that no text is left light on light or dark on black.

namespace ps::ui::theme {

void setHighContrast(bool on);
[[nodiscard]] bool highContrast();

}  // namespace ps::ui::theme
