// Animated market scenes drawn on a canvas, for the demo clips and their posters (see make-demo-media.ts).
// Plain browser JavaScript: the script loads it into a blank Chromium page. Every motion repeats in 8 s,
// so a clip loops without a jump. Deterministic: the same code draws the same frames.
(() => {
  const W = 640;
  const H = 360;
  const LOOP = 8;
  const BULB = new Path2D('M0,-38 C6,-30 4,-22 10,-16 C30,-10 38,8 32,24 C26,40 -26,40 -32,24 C-38,8 -30,-10 -10,-16 C-4,-22 -6,-30 0,-38Z');
  const CLOVES = new Path2D('M0,-16 C-8,0 -8,20 0,36 M-12,-12 C-24,4 -20,24 -14,34 M12,-12 C24,4 20,24 14,34');

  function random(seed) {
    let s = seed >>> 0;
    return () => {
      s = (s + 0x6d2b79f5) >>> 0;
      let t = s;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }
  const wrap = (x, span) => ((x % span) + span) % span;
  /** 0 → 1 → 0 over one period. */
  const tri = (t, period) => 1 - Math.abs(2 * wrap(t / period, 1) - 1);

  function gradient(ctx, y0, y1, stops) {
    const g = ctx.createLinearGradient(0, y0, 0, y1);
    stops.forEach(([at, colour]) => g.addColorStop(at, colour));
    return g;
  }

  function bulb(ctx, x, y, s, tint) {
    ctx.save();
    ctx.translate(x, y);
    ctx.scale(s, s);
    ctx.fillStyle = tint || '#fbf6ec';
    ctx.fill(BULB);
    ctx.lineWidth = 2 / Math.max(s, 0.2);
    ctx.strokeStyle = '#cbb894';
    ctx.stroke(BULB);
    ctx.lineWidth = 2.5;
    ctx.strokeStyle = tint ? 'rgba(120,40,90,.35)' : '#e0d0b2';
    ctx.stroke(CLOVES);
    ctx.restore();
  }

  /** A 10 kg mesh bag: a coloured net over white bulbs. */
  function bag(ctx, x, y, w, h, net) {
    ctx.save();
    ctx.fillStyle = '#f3ead8';
    ctx.beginPath();
    ctx.roundRect(x, y, w, h, Math.min(w, h) * 0.35);
    ctx.fill();
    ctx.clip();
    for (let i = 0; i < 5; i++) bulb(ctx, x + w * (0.15 + 0.18 * i), y + h * (0.35 + 0.3 * (i % 2)), h / 150, null);
    ctx.strokeStyle = net;
    ctx.lineWidth = 1.6;
    for (let d = -h; d < w + h; d += 6) {
      ctx.beginPath();
      ctx.moveTo(x + d, y);
      ctx.lineTo(x + d + h, y + h);
      ctx.moveTo(x + d + h, y);
      ctx.lineTo(x + d, y + h);
      ctx.stroke();
    }
    ctx.restore();
    ctx.fillStyle = net;
    ctx.fillRect(x + w / 2 - 3, y - 4, 6, 6);
  }

  function pile(ctx, x, y, cols, rows, w, h, nets) {
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols - r; c++) bag(ctx, x + c * w + (r * w) / 2, y - r * h * 0.8, w - 2, h, nets[(c + r) % nets.length]);
    }
  }

  /** A person seen from the side; phase moves the legs, carrying holds a bag on the shoulder. */
  function person(ctx, x, y, s, jacket, phase, carrying) {
    ctx.save();
    ctx.translate(x, y);
    ctx.scale(s, s);
    const swing = Math.sin(phase * Math.PI * 2) * 8;
    ctx.strokeStyle = '#37474f';
    ctx.lineWidth = 7;
    ctx.lineCap = 'round';
    ctx.beginPath();
    ctx.moveTo(0, -30);
    ctx.lineTo(swing, 0);
    ctx.moveTo(0, -30);
    ctx.lineTo(-swing, 0);
    ctx.stroke();
    ctx.fillStyle = jacket;
    ctx.beginPath();
    ctx.roundRect(-11, -68, 22, 42, 8);
    ctx.fill();
    ctx.fillStyle = '#f1c27d';
    ctx.beginPath();
    ctx.arc(0, -78, 9, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#3e2723';
    ctx.beginPath();
    ctx.arc(0, -81, 9, Math.PI, 0);
    ctx.fill();
    if (carrying) bag(ctx, -16, -92, 32, 18, carrying);
    ctx.restore();
  }

  function truck(ctx, x, y, cab, box, load) {
    ctx.fillStyle = '#263238';
    ctx.fillRect(x, y + 88, 330, 10);
    ctx.fillStyle = box;
    ctx.fillRect(x, y, 250, 90);
    ctx.fillStyle = 'rgba(0,0,0,.55)';
    ctx.fillRect(x + 4, y + 6, 60, 80);
    for (let i = 0; i < load; i++) bag(ctx, x + 6 + (i % 3) * 19, y + 64 - Math.floor(i / 3) * 15, 18, 14, ['#d84315', '#f9a825', '#c62828'][i % 3]);
    ctx.strokeStyle = 'rgba(255,255,255,.25)';
    for (let i = 70; i < 250; i += 14) ctx.strokeRect(x + i, y + 4, 10, 82);
    ctx.fillStyle = cab;
    ctx.beginPath();
    ctx.roundRect(x + 254, y + 24, 76, 66, [14, 14, 4, 4]);
    ctx.fill();
    ctx.fillStyle = '#b3e5fc';
    ctx.fillRect(x + 296, y + 32, 28, 24);
    [x + 40, x + 200, x + 300].forEach((wx) => {
      ctx.fillStyle = '#212121';
      ctx.beginPath();
      ctx.arc(wx, y + 100, 15, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = '#9e9e9e';
      ctx.beginPath();
      ctx.arc(wx, y + 100, 6, 0, Math.PI * 2);
      ctx.fill();
    });
  }

  function scale(ctx, x, y, t) {
    ctx.fillStyle = '#546e7a';
    ctx.fillRect(x, y, 90, 12);
    ctx.fillRect(x + 70, y - 60, 8, 60);
    ctx.fillStyle = '#102027';
    ctx.fillRect(x + 52, y - 84, 46, 24);
    ctx.fillStyle = '#76ff03';
    ctx.font = 'bold 15px monospace';
    const kg = [486, 512, 498, 1024, 1003, 995, 1517, 1488][Math.floor(t) % 8];
    ctx.fillText(String(kg), x + 57, y - 66);
  }

  function hall(ctx, t) {
    ctx.fillStyle = gradient(ctx, 0, 200, [
      [0, '#90a4ae'],
      [1, '#cfd8dc'],
    ]);
    ctx.fillRect(0, 0, W, 200);
    ctx.fillStyle = 'rgba(255,255,240,.75)';
    for (let i = 0; i < 8; i++) ctx.fillRect(20 + i * 80, 40, 60, 36);
    ctx.strokeStyle = '#455a64';
    ctx.lineWidth = 3;
    ctx.beginPath();
    for (let i = 0; i <= 16; i++) ctx.lineTo(i * 40, i % 2 ? 6 : 26);
    ctx.stroke();
    ctx.fillStyle = gradient(ctx, 190, H, [
      [0, '#9e9e9e'],
      [1, '#757575'],
    ]);
    ctx.fillRect(0, 190, W, H - 190);
    ctx.fillStyle = '#607d8b';
    for (const px of [110, 330, 550]) ctx.fillRect(px, 80, 14, 130);
    pile(ctx, 18, 232, 6, 3, 30, 22, ['#d84315', '#f9a825', '#c62828']);
    pile(ctx, 410, 236, 5, 3, 30, 22, ['#c62828', '#ef6c00']);
    const r = random(7);
    for (let i = 0; i < 40; i++) bulb(ctx, 250 + r() * 120 - i * 0.4, 300 - r() * 30 * (1 - i / 60), 0.22 + r() * 0.05, null);
    scale(ctx, 520, 318, t);
    const jackets = ['#1565c0', '#2e7d32', '#6d4c41', '#ad1457', '#37474f'];
    jackets.forEach((jacket, i) => {
      const span = W + 80;
      const dir = i % 2 ? -1 : 1;
      const x = wrap(i * 150 + (dir * span * t) / LOOP, span) - 40;
      person(ctx, x, 300 + (i % 3) * 18, 0.9 + (i % 3) * 0.08, jacket, (t * 1.5 + i / 5) % 1, i === 2 ? '#d84315' : null);
    });
  }

  function loading(ctx, t) {
    ctx.fillStyle = gradient(ctx, 0, 200, [
      [0, '#4fc3f7'],
      [1, '#e1f5fe'],
    ]);
    ctx.fillRect(0, 0, W, 200);
    ctx.fillStyle = '#b0bec5';
    [
      [0, 120, 90, 80],
      [90, 140, 70, 60],
      [470, 110, 120, 90],
    ].forEach(([x, y, w, h]) => ctx.fillRect(x, y, w, h));
    ctx.fillStyle = gradient(ctx, 200, H, [
      [0, '#bdbdbd'],
      [1, '#8d8d8d'],
    ]);
    ctx.fillRect(0, 200, W, H - 200);
    truck(ctx, 300, 170, '#1565c0', '#eceff1', Math.floor((t / LOOP) * 12));
    pile(ctx, 20, 268, 5, 4, 28, 20, ['#d84315', '#f9a825', '#c62828']);
    for (let i = 0; i < 3; i++) {
      const p = tri(t + i * (LOOP / 3), LOOP / 2);
      const going = wrap((t + i * (LOOP / 3)) / (LOOP / 2), 1) < 0.5;
      person(ctx, 160 + p * 150, 320 + i * 8, 0.95, ['#ef6c00', '#1e88e5', '#43a047'][i], (t * 1.6 + i / 3) % 1, going ? '#d84315' : null);
    }
  }

  function coldstore(ctx, t) {
    ctx.fillStyle = gradient(ctx, 0, H, [
      [0, '#263d4f'],
      [1, '#122231'],
    ]);
    ctx.fillRect(0, 0, W, H);
    ctx.fillStyle = '#e3eef5';
    ctx.fillRect(0, 0, 120, H);
    ctx.fillRect(W - 120, 0, 120, H);
    ctx.strokeStyle = '#b6c8d4';
    for (let y = 20; y < H; y += 40) {
      ctx.strokeRect(8, y, 104, 36);
      ctx.strokeRect(W - 112, y, 104, 36);
    }
    for (let i = 0; i < 4; i++) {
      ctx.fillStyle = 'rgba(200,235,255,.9)';
      ctx.fillRect(180 + i * 80, 12, 40, 6);
      ctx.fillStyle = 'rgba(200,235,255,.08)';
      ctx.beginPath();
      ctx.moveTo(170 + i * 80, 18);
      ctx.lineTo(230 + i * 80, 18);
      ctx.lineTo(260 + i * 80, 200);
      ctx.lineTo(140 + i * 80, 200);
      ctx.fill();
    }
    ctx.fillStyle = '#2f4858';
    ctx.fillRect(120, 250, W - 240, H - 250);
    for (let row = 0; row < 3; row++) {
      const y = 120 + row * 46;
      for (let c = 0; c < 6; c++) {
        ctx.fillStyle = '#8d6e63';
        ctx.fillRect(136 + c * 64, y + 38, 56, 6);
        bag(ctx, 138 + c * 64, y + 18, 26, 20, '#c62828');
        bag(ctx, 164 + c * 64, y + 18, 26, 20, '#d84315');
        bag(ctx, 150 + c * 64, y + 2, 26, 18, '#ef6c00');
      }
    }
    const fx = 150 + tri(t, LOOP) * 250;
    ctx.fillStyle = '#fbc02d';
    ctx.fillRect(fx, 280, 80, 40);
    ctx.fillRect(fx + 50, 250, 30, 32);
    ctx.fillStyle = '#37474f';
    ctx.fillRect(fx - 8, 240, 6, 80);
    ctx.fillRect(fx - 30, 300, 26, 5);
    bag(ctx, fx - 32, 280, 28, 20, '#c62828');
    [fx + 14, fx + 64].forEach((wx) => {
      ctx.fillStyle = '#212121';
      ctx.beginPath();
      ctx.arc(wx, 322, 11, 0, Math.PI * 2);
      ctx.fill();
    });
    const r = random(11);
    for (let i = 0; i < 14; i++) {
      const x = wrap(r() * W - (t / LOOP) * W, W);
      ctx.fillStyle = 'rgba(230,245,255,.10)';
      ctx.beginPath();
      ctx.ellipse(x, 200 + r() * 150, 60 + r() * 50, 18 + r() * 12, 0, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.fillStyle = '#00e5ff';
    ctx.font = 'bold 18px monospace';
    ctx.fillText('-0.5°C  RH 75%', W - 250, 40);
  }

  function field(ctx, t) {
    ctx.fillStyle = gradient(ctx, 0, 170, [
      [0, '#64b5f6'],
      [1, '#e3f2fd'],
    ]);
    ctx.fillRect(0, 0, W, 170);
    ctx.fillStyle = '#fff59d';
    ctx.beginPath();
    ctx.arc(540, 50, 26, 0, Math.PI * 2);
    ctx.fill();
    for (let i = 0; i < 3; i++) {
      const cx = wrap(i * 260 + (t / LOOP) * (W + 200), W + 200) - 100;
      ctx.fillStyle = 'rgba(255,255,255,.9)';
      [
        [0, 0, 34],
        [30, -10, 28],
        [58, 2, 24],
      ].forEach(([dx, dy, rr]) => {
        ctx.beginPath();
        ctx.arc(cx + dx, 50 + i * 22 + dy, rr, 0, Math.PI * 2);
        ctx.fill();
      });
    }
    ctx.fillStyle = '#8d6e63';
    ctx.fillRect(0, 160, W, H - 160);
    for (let row = 0; row < 9; row++) {
      const y = 170 + row * row * 2.4 + row * 4;
      const s = 0.35 + row * 0.1;
      ctx.fillStyle = row % 2 ? '#795548' : '#6d4c41';
      ctx.fillRect(0, y, W, 6 + row);
      for (let x = (row % 2) * 10; x < W; x += 22 + row * 3) {
        const sway = Math.sin((t / LOOP) * Math.PI * 2 * 2 + x * 0.05 + row) * 3 * s;
        ctx.strokeStyle = '#558b2f';
        ctx.lineWidth = 2 * s + 0.5;
        ctx.beginPath();
        ctx.moveTo(x, y + 4);
        ctx.quadraticCurveTo(x - 4 * s + sway, y - 14 * s, x - 10 * s + sway * 2, y - 26 * s);
        ctx.moveTo(x, y + 4);
        ctx.quadraticCurveTo(x + 4 * s + sway, y - 16 * s, x + 9 * s + sway * 2, y - 28 * s);
        ctx.stroke();
      }
    }
    for (let i = 0; i < 24; i++) bulb(ctx, 60 + (i % 8) * 16 + Math.floor(i / 8) * 8, 330 - Math.floor(i / 8) * 12, 0.3, null);
    const tx = wrap((t / LOOP) * (W + 200), W + 200) - 150;
    ctx.fillStyle = '#1e88e5';
    ctx.fillRect(tx, 262, 70, 34);
    ctx.fillStyle = '#0d47a1';
    ctx.fillRect(tx + 72, 270, 30, 26);
    for (let i = 0; i < 4; i++) bag(ctx, tx + 4 + i * 16, 246, 18, 16, '#d84315');
    [tx + 16, tx + 88].forEach((wx) => {
      ctx.fillStyle = '#212121';
      ctx.beginPath();
      ctx.arc(wx, 300, 10, 0, Math.PI * 2);
      ctx.fill();
    });
    person(ctx, 420, 330, 1, '#ad1457', 0.25, null);
    person(ctx, 480 + tri(t, LOOP / 2) * 40, 336, 1.05, '#2e7d32', (t * 1.2) % 1, null);
  }

  function grading(ctx, t) {
    ctx.fillStyle = gradient(ctx, 0, H, [
      [0, '#eceff1'],
      [1, '#b0bec5'],
    ]);
    ctx.fillRect(0, 0, W, H);
    ctx.fillStyle = 'rgba(255,255,255,.8)';
    for (let i = 0; i < 5; i++) ctx.fillRect(40 + i * 120, 30, 80, 50);
    for (let i = 0; i < 3; i++) person(ctx, 130 + i * 170, 212, 1.1, ['#1565c0', '#c62828', '#2e7d32'][i], 0, null);
    ctx.fillStyle = '#37474f';
    ctx.fillRect(30, 200, 580, 40);
    ctx.fillStyle = '#263238';
    for (let i = 0; i < 30; i++) {
      const x = 30 + wrap(i * 20 + (t / LOOP) * 160, 580);
      ctx.fillRect(x, 202, 3, 36);
    }
    const r = random(3);
    for (let i = 0; i < 26; i++) {
      const size = 0.2 + r() * 0.1;
      const x = 30 + wrap(i * 23 + (t / LOOP) * 160 * 2, 580);
      bulb(ctx, x, 205 - size * 20, size, r() < 0.2 ? '#f3e5f5' : null);
    }
    ctx.fillStyle = '#546e7a';
    for (let i = 0; i < 6; i++) ctx.fillRect(40 + i * 100, 240, 8, 70);
    [
      ['6.5', 80],
      ['6.0', 250],
      ['5.5', 420],
    ].forEach(([label, x]) => {
      ctx.fillStyle = '#78909c';
      ctx.fillRect(x, 262, 110, 70);
      ctx.fillStyle = '#ffffff';
      ctx.font = 'bold 18px sans-serif';
      ctx.fillText(`${label} cm`, x + 26, 304);
    });
    pile(ctx, 548, 336, 3, 2, 28, 20, ['#d84315', '#c62828']);
  }

  function watermark(ctx) {
    ctx.fillStyle = 'rgba(0,0,0,.5)';
    ctx.beginPath();
    ctx.roundRect(12, 12, 150, 28, 14);
    ctx.fill();
    ctx.fillStyle = '#ff5252';
    ctx.beginPath();
    ctx.arc(28, 26, 5, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#fff';
    ctx.font = '15px "WenQuanYi Micro Hei", sans-serif';
    ctx.fillText('演示画面 DEMO', 40, 31);
  }

  const scenes = { hall, loading, coldstore, field, grading };

  window.drawScene = (ctx, name, t) => {
    ctx.save();
    scenes[name](ctx, wrap(t, LOOP));
    ctx.restore();
    watermark(ctx);
  };
  window.SCENE_SIZE = { W, H, LOOP };
})();
