-- String building, table inserts and a sort with a Lua comparison function.
local n = tonumber(arg and arg[1]) or 150000

-- A small linear congruential generator, so every interpreter sees the same data.
local seed = 42
local function rand()
  seed = (seed * 1103515245 + 12345) % 2147483648
  return seed
end

local words = {}
for i = 1, n do
  local r = rand()
  words[i] = string.format("w%08x_%d", r, i % 97)
end

table.sort(words, function(a, b) return a > b end)

local parts = {}
for i = 1, #words, 1000 do
  parts[#parts + 1] = words[i]:sub(1, 5):upper()
end
local joined = table.concat(parts, ",")

local count = 0
for _ in joined:gmatch("W%x+") do count = count + 1 end

local rev = {}
for i = 1, 20000 do rev[#rev + 1] = string.rep("ab", i % 7) .. tostring(i) end
local s = table.concat(rev)

print(#words, words[1], words[#words], #joined, count, #s, s:find("ab1999", 1, true))
