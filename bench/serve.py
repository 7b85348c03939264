#!/usr/bin/env python3
"""`styleguide serve` figures: save-to-new-value latency in Chromium, and resources over many rebuilds.

usage: bench/serve.py STYLEGUIDE PROJECT [--saves N] [--rebuilds N]

PROJECT is copied to a scratch folder and served with `--port 0`. Then:
- latency: N times (default 15), the accent fill token is saved with a new colour and the time until
  the open page (Chromium, reloaded by the server) computes the new fill is measured; the median,
  minimum and maximum are printed;
- soak: the token is saved REBUILDS times (default 200), each time waiting for the build on the
  event stream; resident memory, open file descriptors and threads of the server are printed after
  the 10th and the last rebuild.
Figures only: nothing is asserted.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "Tests/browser"))

from sitecheck import make_driver  # noqa: E402


def token_file(project: Path) -> tuple[Path, list[str]]:
    """The file and path of a colour token the standard button's fill reads: the example's
    `color.accent-fill`, else the first colour token found in the tokens folder."""
    example = project / "tokens/base.tokens.json"
    if example.exists() and "accent-fill" in json.loads(example.read_text()).get("color", {}):
        return example, ["color", "accent-fill"]
    raise SystemExit("bench/serve.py: PROJECT needs tokens/base.tokens.json with color.accent-fill (the bundled example, or a copy)")


def save(path: Path, keys: list[str], index: int) -> str:
    data = json.loads(path.read_text())
    node = data
    for key in keys:
        node = node[key]
    hex_code = "#%02x%02x%02x" % (index % 200, 60 + index % 100, 180)
    node["$value"] = {"colorSpace": "srgb", "components": [round(int(hex_code[i:i + 2], 16) / 255, 4) for i in (1, 3, 5)], "hex": hex_code}
    temporary = path.with_name("." + path.name + ".tmp")
    temporary.write_text(json.dumps(data, indent=2) + "\n")
    os.replace(temporary, path)
    return "rgb(%d, %d, %d)" % tuple(int(hex_code[i:i + 2], 16) for i in (1, 3, 5))


def resources(pid: int) -> dict:
    status = Path(f"/proc/{pid}/status").read_text()
    rss = next(int(line.split()[1]) for line in status.splitlines() if line.startswith("VmRSS:"))
    return {"rss_kb": rss, "fds": len(os.listdir(f"/proc/{pid}/fd")), "threads": len(os.listdir(f"/proc/{pid}/task"))}


class Events:
    """A raw event-stream connection: waits for the next `event: reload` (a good build)."""

    def __init__(self, port: int) -> None:
        self.socket = socket.create_connection(("127.0.0.1", port), timeout=30)
        self.socket.sendall(b"GET /__styleguide/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        self.buffer = b""

    def next_reload(self) -> None:
        while b"event: reload" not in self.buffer:
            chunk = self.socket.recv(65536)
            if not chunk:
                raise SystemExit("the event stream closed")
            self.buffer += chunk
        self.buffer = self.buffer.split(b"event: reload", 1)[1]


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("styleguide")
    parser.add_argument("project", type=Path)
    parser.add_argument("--saves", type=int, default=15)
    parser.add_argument("--rebuilds", type=int, default=200)
    arguments = parser.parse_args()
    scratch = Path(tempfile.mkdtemp())
    project = scratch / "project"
    shutil.copytree(arguments.project, project, ignore=shutil.ignore_patterns("site", ".styleguide-cache", ".build", ".git"))
    path, keys = token_file(project)
    server = subprocess.Popen([str(Path(arguments.styleguide).resolve()), "serve", str(project), "--port", "0"],
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        port = int(server.stdout.readline().strip().rsplit(":", 1)[1].rstrip("/"))
        driver = make_driver(width=1000, height=800)
        driver.execute_cdp_cmd("Network.setBlockedURLs", {"urls": []})
        driver.get(f"http://127.0.0.1:{port}/components/standard-button.html")
        fill = "return getComputedStyle(document.querySelector('.matrix .preview__canvas .standard-button')).backgroundColor"
        time.sleep(1)
        latencies = []
        for index in range(arguments.saves):
            started = time.monotonic()
            expected = save(path, keys, index + 1)
            while driver.execute_script(fill) != expected:
                time.sleep(0.002)
            latencies.append((time.monotonic() - started) * 1000)
            time.sleep(0.2)
        driver.quit()
        print(f"serve latency, save to new value in Chromium ({arguments.saves} saves): median {statistics.median(latencies):.0f} ms, "
              f"min {min(latencies):.0f} ms, max {max(latencies):.0f} ms")
        events = Events(port)
        marks = {}
        for index in range(arguments.rebuilds):
            save(path, keys, 1000 + index)
            events.next_reload()
            if index + 1 in (10, arguments.rebuilds):
                marks[index + 1] = resources(server.pid)
        for count, figures in marks.items():
            print(f"after {count} rebuilds: resident {figures['rss_kb'] / 1024:.1f} MB, {figures['fds']} file descriptors, {figures['threads']} threads")
        first, last = marks[10], marks[arguments.rebuilds]
        print(f"resident memory {arguments.rebuilds} vs 10 rebuilds: {last['rss_kb'] / first['rss_kb']:.3f}x")
    finally:
        server.send_signal(signal.SIGINT)
        server.wait(timeout=10)
        shutil.rmtree(scratch, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
