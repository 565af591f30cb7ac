// The store web app's entry address (https, ending in '/'); it must be a business domain
// (业务域名) of this mini program, see README.md.
module.exports = {
  storeUrl: 'https://store.example.com/',
}
