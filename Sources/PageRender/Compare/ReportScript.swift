/// The report's script: one clock for every player. The slider holds the frame number; frame k is
/// the instant k × 1000 / fps ms in every player, and a player whose timeline has ended keeps
/// showing its last (resting) frame. `#t=ms` in the address picks the nearest frame on load and
/// is rewritten when the instant changes by hand (not while playing: browsers throttle frequent
/// history updates and warn about them in the console).
enum ReportScript {
    static let javaScript = #"""

    "use strict";
    (function () {
      const data = JSON.parse(document.getElementById("report-data").textContent);
      const interval = 1000 / data.fps, last = data.frameCount - 1;
      const $ = (id) => document.getElementById(id);
      const slider = $("time"), clock = $("clock"), play = $("play"), xray = $("xray"), cursor = $("cursor"), plot = $("plot");
      const players = Array.from(document.querySelectorAll(".player")).map((element, i) => ({
        element, data: data.players[i],
        image: element.querySelector(".frame"), phase: element.querySelector(".phase"),
        readout: element.querySelector(".readout"), rows: Array.from(element.querySelectorAll("tr[data-row]")),
        shown: -1, row: null
      }));
      // Decoded once up front, so that showing a frame is a cache hit, not a decode.
      const pictures = data.images.map((url) => { const picture = new Image(); picture.src = url; return picture; });
      let frame = 0, speed = 1, playing = false, startClock = 0, startTime = 0, request = 0;

      const timeOf = (k) => k * interval;
      const frameNear = (ms) => Math.min(last, Math.max(0, Math.round(ms / interval)));
      const format = (value, decimals) => { const text = value.toFixed(decimals); return Number(text) === 0 ? (0).toFixed(decimals) : text; };

      function show(k) {
        frame = k;
        const t = timeOf(k);
        slider.value = String(k);
        clock.textContent = format(t, t % 1 === 0 ? 0 : 1) + " ms · frame " + (k + 1) + " of " + (last + 1);
        for (const p of players) {
          const j = Math.min(k, p.data.phase.length - 1);
          const picture = (xray.checked ? p.data.xray : p.data.screen)[j];
          if (picture !== p.shown) { p.image.src = data.images[picture]; p.shown = picture; }
          const phase = data.phases[p.data.phase[j]];
          p.phase.textContent = phase;
          p.phase.className = "phase phase-" + phase;
          p.readout.textContent = "offset " + format(p.data.offset[j], 1) + " pt · " + format(p.data.velocity[j], 2) + " pt/ms";
          const row = p.rows.find((r) => Number(r.dataset.row) === p.data.row[j]) || null;
          if (row !== p.row) {
            if (p.row) p.row.classList.remove("current");
            if (row) row.classList.add("current");
            p.row = row;
          }
        }
        const x = data.plot.left + (t - data.plot.startTime) / (data.plot.endTime - data.plot.startTime) * (data.plot.right - data.plot.left);
        cursor.style.left = (x * 100).toFixed(4) + "%";
      }

      function remember() { history.replaceState(null, "", "#t=" + Math.round(timeOf(frame))); }
      function seek(k) { pause(); show(k); remember(); }

      function tick(now) {
        const k = Math.min(last, Math.floor((startTime + (now - startClock) * speed) / interval + 1e-9));
        if (k !== frame) show(k);
        if (k >= last) { pause(); remember(); return; }
        request = requestAnimationFrame(tick);
      }
      function start() {
        if (frame >= last) show(0);
        playing = true;
        play.textContent = "Pause";
        play.setAttribute("aria-label", "Pause");
        startClock = performance.now();
        startTime = timeOf(frame);
        request = requestAnimationFrame(tick);
      }
      function pause() {
        if (!playing) return;
        playing = false;
        cancelAnimationFrame(request);
        play.textContent = "Play";
        play.setAttribute("aria-label", "Play");
      }
      function toggle() { if (playing) { pause(); remember(); } else { start(); } }
      function step(by) { seek(Math.min(last, Math.max(0, frame + by))); }

      play.addEventListener("click", toggle);
      $("back").addEventListener("click", () => step(-1));
      $("forward").addEventListener("click", () => step(1));
      slider.addEventListener("input", () => { pause(); show(Number(slider.value)); });
      slider.addEventListener("change", remember);
      xray.addEventListener("change", () => show(frame));
      for (const button of document.querySelectorAll(".speed")) {
        button.addEventListener("click", () => {
          if (playing) { startTime = startTime + (performance.now() - startClock) * speed; startClock = performance.now(); }
          speed = Number(button.dataset.speed);
          for (const other of document.querySelectorAll(".speed")) other.setAttribute("aria-pressed", String(other === button));
        });
      }
      plot.addEventListener("click", (event) => {
        const box = plot.getBoundingClientRect();
        const x = (event.clientX - box.left) / box.width;
        const t = data.plot.startTime + (x - data.plot.left) / (data.plot.right - data.plot.left) * (data.plot.endTime - data.plot.startTime);
        seek(frameNear(t));
      });
      document.addEventListener("keydown", (event) => {
        if (event.altKey || event.ctrlKey || event.metaKey) return;
        const target = event.target;
        // Buttons and the switch answer space themselves; the slider answers the arrows itself.
        if (event.key === " " && (target.tagName === "BUTTON" || (target.tagName === "INPUT" && target.type === "checkbox"))) return;
        if ((event.key === "ArrowLeft" || event.key === "ArrowRight") && target === slider) return;
        if (event.key === " ") { event.preventDefault(); toggle(); }
        else if (event.key === "ArrowLeft") { event.preventDefault(); step(-1); }
        else if (event.key === "ArrowRight") { event.preventDefault(); step(1); }
      });

      function fromAddress() {
        const match = /^#t=(-?[0-9]+(?:\.[0-9]+)?)$/.exec(location.hash);
        return match ? frameNear(Number(match[1])) : 0;
      }
      window.addEventListener("hashchange", () => { pause(); show(fromAddress()); });
      show(fromAddress());
      document.body.dataset.ready = String(pictures.length);
    })();

    """#
}
