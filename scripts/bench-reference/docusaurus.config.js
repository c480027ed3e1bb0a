// The bench's reference site (`npm run bench -- --reference`): the stock classic preset with
// Docusaurus Faster, none of the site's code; the bench adds the site's docs twins, and its figures
// show what the machine allows a Docusaurus site at that moment.
module.exports = {
  title: 'Reference',
  url: 'https://reference.example.org',
  baseUrl: '/',
  trailingSlash: false,
  future: {faster: true, v4: {removeLegacyPostBuildHeadAttribute: true}},
  // The twins are CommonMark (.md), not MDX; their links are absolute URLs of the site.
  markdown: {format: 'detect'},
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
