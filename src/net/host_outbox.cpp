// What the host table sends, and when: each text compressed on its way, and, while batching,
// the parts of several syncs waiting for a seat joined into one update (docs/network.md,
// "Several syncs in one text").

#include <algorithm>
#include <numeric>

#include "net/host_table.h"
#include "net/wire_compression.h"

namespace ps::net {

using engine::PlayerId;

namespace {

// A joined update stays well within what a reader takes (kMaxMessageBytes of JSON): the parts
// as written still carry their envelopes, so their sum is more than the update's size.
constexpr std::size_t kMostWaitingBytes = kMaxMessageBytes / 2;

}  // namespace

void HostTable::post(PlayerId seat, const std::string& text) {
    postTo(seat, remotes_.at(seat).device, text);
}

void HostTable::postTo(PlayerId seat, const std::string& device, const std::string& text) {
    const std::string packed = compressed_ ? packText(text) : text;
    ++traffic_.messagesSent;
    traffic_.bytesSent += packed.size();
    traffic_.jsonBytesSent += text.size();
    transport_->send(seat, device, packed);
}

void HostTable::queueParts(PlayerId seat, std::vector<std::string> parts) {
    if (!batching_) {
        post(seat, writeUpdate(table_, nextSeq(seat), parts));
        return;
    }
    Remote& remote = remotes_.at(seat);
    const std::size_t bytes =
        std::accumulate(parts.begin(), parts.end(), std::size_t{0},
                        [](std::size_t sum, const std::string& part) { return sum + part.size(); });
    if (!remote.waiting.empty() && (remote.waiting.size() + parts.size() > kMaxUpdateParts ||
                                    remote.waitingBytes + bytes > kMostWaitingBytes))
        flushSeat(seat);
    remote.waitingBytes += bytes;
    for (std::string& part : parts)
        remote.waiting.push_back(std::move(part));
}

void HostTable::flushSeat(PlayerId seat) {
    Remote& remote = remotes_.at(seat);
    if (remote.waiting.empty())
        return;
    const std::vector<std::string> parts = std::move(remote.waiting);
    remote.waiting.clear();
    remote.waitingBytes = 0;
    post(seat, writeUpdate(table_, nextSeq(seat), parts));
}

void HostTable::flush() {
    for (auto& [seat, remote] : remotes_)
        flushSeat(seat);
}

bool HostTable::waiting() const {
    return std::any_of(remotes_.begin(), remotes_.end(),
                       [](const auto& entry) { return !entry.second.waiting.empty(); });
}

void HostTable::setBatching(bool batching) {
    batching_ = batching;
    if (!batching_)
        flush();
}

}  // namespace ps::net
