// The bench's reference site (`npm run bench -- --reference`): Docusaurus's
// classic preset with one doc, one post and a home page, Docusaurus Faster on,
// no Babel config, no search, none of the site's own code. The bench adds the
// site's docs content to its docs/ (the Markdown twin of every docs page of the
// site's build), so each docs page is compared with the same page built by the
// stock preset. Its clean build and Lighthouse figures, measured in the same
// run as the site's, show what the machine allows a Docusaurus site at that
// moment.
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
