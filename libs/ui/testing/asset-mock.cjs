// Images and fonts under jest resolve to their file name, like the URL the bundler would give.
module.exports = {
  process(_source, filename) {
    return { code: `module.exports = ${JSON.stringify(require('node:path').basename(filename))};` };
  },
};
