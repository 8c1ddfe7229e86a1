// Stylesheets have no behaviour under jest: Tailwind classes are asserted on the elements themselves.
module.exports = {};
