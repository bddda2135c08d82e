module.exports = {
  title: 'Shop',
  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'ko'],
  },
};
