# One-off generator for the sample images (not part of the build): procedural pictures, no
# third-party artwork. Run with Pillow installed.
import math
from PIL import Image, ImageDraw, ImageFilter

out = "/work/main/Samples/Images/"

# A landscape "photo": sky gradient, sun, two hill layers, a lake. 1200x800 JPEG.
w, h = 1200, 800
img = Image.new("RGB", (w, h))
px = img.load()
for y in range(h):
    t = y / h
    r = int(255 * (0.98 - 0.35 * t)); g = int(255 * (0.72 - 0.1 * t)); b = int(255 * (0.55 + 0.35 * t))
    for x in range(w):
        px[x, y] = (r, g, b)
d = ImageDraw.Draw(img)
d.ellipse((760, 180, 920, 340), fill=(255, 236, 180))
def hill(base, amp, freq, phase, color):
    pts = [(0, h)] + [(x, base + amp * math.sin(x * freq + phase)) for x in range(0, w + 1, 8)] + [(w, h)]
    d.polygon(pts, fill=color)
hill(470, 40, 0.006, 0.5, (98, 120, 160))
hill(540, 30, 0.009, 2.0, (62, 88, 120))
d.rectangle((0, 640, w, h), fill=(70, 110, 150))
img = img.filter(ImageFilter.GaussianBlur(1.2))
img.save(out + "mountains.jpg", quality=88)

# An avatar at @3x: 240x240 PNG with transparency: a circle with a soft gradient and a simple
# head-and-shoulders silhouette.
s = 240
av = Image.new("RGBA", (s, s), (0, 0, 0, 0))
g = Image.new("RGBA", (s, s))
gp = g.load()
for y in range(s):
    for x in range(s):
        t = (x + y) / (2 * s)
        gp[x, y] = (int(88 + 80 * t), int(86 + 40 * t), int(214 - 60 * t), 255)
mask = Image.new("L", (s, s), 0)
ImageDraw.Draw(mask).ellipse((0, 0, s - 1, s - 1), fill=255)
av.paste(g, (0, 0), mask)
ad = ImageDraw.Draw(av)
ad.ellipse((80, 48, 160, 128), fill=(255, 255, 255, 235))
ad.pieslice((40, 140, 200, 300), 180, 360, fill=(255, 255, 255, 235))
# keep the silhouette inside the circle
final = Image.new("RGBA", (s, s), (0, 0, 0, 0))
final.paste(av, (0, 0), mask)
final.save(out + "avatar@3x.png")

# A template icon (alpha only matters): a 3x3 grid of rounded squares, 72x72 @3x.
ic = Image.new("RGBA", (72, 72), (0, 0, 0, 0))
idr = ImageDraw.Draw(ic)
for i in range(3):
    for j in range(3):
        idr.rounded_rectangle((i * 25, j * 25, i * 25 + 21, j * 25 + 21), radius=5, fill=(0, 0, 0, 255))
ic.save(out + "grid-icon@3x.png")

# A 9-slice bubble: 60x40 @2x with 12-pt (24 px) rounded corners and a 2-px border.
b = Image.new("RGBA", (60, 40), (0, 0, 0, 0))
bd = ImageDraw.Draw(b)
bd.rounded_rectangle((0, 0, 59, 39), radius=16, fill=(0, 122, 255, 255))
bd.rounded_rectangle((4, 4, 55, 35), radius=12, fill=(230, 240, 255, 255))
b.save(out + "bubble@2x.png")
print("ok")
