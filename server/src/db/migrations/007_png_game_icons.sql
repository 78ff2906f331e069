-- Game icons are PNG (docs/api.md, "Images"): raster like a real platform's CDN, because each SVG
-- image costs the browser a document of its own to draw. The server draws
-- /cdn/games/<vendor>/<code>.png and sends the old .svg paths there (301). Icons of other paths
-- (set by QA) stay as they are.
UPDATE games
SET icon_url = substr(icon_url, 1, length(icon_url) - 4) || '.png'
WHERE icon_url LIKE '/cdn/games/%.svg';
