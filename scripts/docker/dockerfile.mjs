// A Dockerfile read as its stages: the ARG defaults declared before the first FROM, then each stage's
// base, name and instructions (continuation lines joined, comments dropped).

export function dockerStages(text) {
  const instructions = text
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => l.replace(/\s+/g, ' '));
  const args = {};
  const stages = [];
  for (const line of instructions) {
    const from = /^FROM (?:--platform=\S+ )?(\S+)(?: AS (\S+))?$/i.exec(line);
    if (from) {
      stages.push({ from: from[1], name: from[2] ?? String(stages.length), lines: [] });
      continue;
    }
    if (!stages.length) {
      const arg = /^ARG (\w+)=(\S+)$/.exec(line);
      if (arg) args[arg[1]] = arg[2];
      continue;
    }
    stages.at(-1).lines.push(line);
  }
  return { args, stages };
}
