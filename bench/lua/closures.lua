-- Closures, upvalues, coroutines (generators) and method calls via metatables.
local n = tonumber(arg and arg[1]) or 1000000

local function counter()
  local c = 0
  return function(step) c = c + step return c end
end

local total = 0
for i = 1, n / 100 do
  local f = counter()
  for j = 1, 100 do total = total + f(j % 3) end
end

local function gen(limit)
  return coroutine.wrap(function()
    for i = 1, limit do coroutine.yield(i * 2) end
  end)
end
local sum = 0
for k = 1, 10 do
  for v in gen(n / 10) do sum = sum + v % 7 end
end

local Point = {}
Point.__index = Point
function Point.new(x, y) return setmetatable({x = x, y = y}, Point) end
function Point:add(o) return Point.new(self.x + o.x, self.y + o.y) end
local p = Point.new(0, 0)
local d = Point.new(1, 2)
for i = 1, n do p = p:add(d) end

print(total, sum, p.x, p.y)
