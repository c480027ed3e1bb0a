// The bench's reference site (`npm run bench -- --reference`): Docusaurus's
// classic preset with one doc, one post and a home page, Docusaurus Faster on,
// no Babel config, no search, none of the site's own code. Its clean build and
// Lighthouse figures, measured in the same run as the site's, show what the
// machine allows a Docusaurus site at that moment.
module.exports = {
  title: 'Reference',
  url: 'https://reference.example.org',
  baseUrl: '/',
  trailingSlash: false,
  future: {faster: true, v4: {removeLegacyPostBuildHeadAttribute: true}},
  presets: [['classic', {blog: {onUntruncatedBlogPosts: 'ignore'}}]],
  themeConfig: {
    navbar: {
      title: 'Reference',
      items: [
        {to: '/docs/intro', label: 'Docs'},
        {to: '/blog', label: 'Blog'},
      ],
    },
  },
};
