package com.newsx.extractor;

/**
 * Small hand-made pages of the kinds that older and other sites show (issue 18): a 2008 table-layout article, a blog
 * post under a long comment thread, forum threads with header lines, a search-results page beside a bigger menu.
 */
public final class KindPages {
    private KindPages() {
    }

    public static final String HEADLINE = "Council approves harbour wall budget";
    public static final String LOGO_IMAGE = "<h1><a href=\"/\"><img src=\"/images/logo.gif\" alt=\"The Riverton Gazette\""
            + " width=\"400\" height=\"80\" border=\"0\"></a></h1>";

    /** A 2008 article: logo image in an h1, menus in a left column, the headline a bold line over the story. */
    public static String tableLayoutArticle(String title, String logo, String sectionLabel, String headline) {
        return """
                <!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
                <html><head>TITLE
                <meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1"></head>
                <body bgcolor="#ffffff">
                <table width="760" border="0"><tr><td width="400">LOGO</td>
                <td align="right"><font size="1">Tuesday, March 4, 2008</font></td></tr></table>
                <table width="760" border="0"><tr>
                <td width="150" valign="top"><b>Sections</b><br><a href="/news/">News</a><br>
                <a href="/sports/">Sports</a><br><a href="/business/">Business</a><br><a href="/opinion/">Opinion</a><br>
                <a href="/obits/">Obituaries</a><br><a href="/classifieds/">Classifieds</a><br></td>
                <td width="460" valign="top">
                <table width="100%"><tr><td class="sectionhead"><b>LABEL</b></td></tr></table>
                <font size="5" face="Arial"><b>HEADLINE</b></font><br>
                <font size="2">By John Carter, Gazette Staff Writer</font><br>
                <p>The Riverton city council voted 6-1 on Monday night to approve a $4.2 million budget for repairs to
                the north harbour wall, ending two years of debate over how to pay for the work.</p>
                <p>Council member Ann Lewis, who cast the only vote against the plan, said the city should have sought
                more money from the state before committing local funds.</p>
                <p>Mayor Tom Fisher said work on the wall would begin in May and should be finished before the autumn
                storms, when the damaged section puts the marina at risk.</p>
                <p><a href="/print.php?id=4411">Print this story</a></p></td>
                <td width="150" valign="top"><b>Most Read</b><br><a href="/a1">School board names new superintendent</a>
                <br><a href="/a2">Fire destroys barn on Route 9</a></td></tr></table>
                <table width="760"><tr><td align="center"><font size="1">Copyright &copy; 2008 The Riverton Gazette.
                All rights reserved.</font></td></tr></table>
                </body></html>""".replace("TITLE", title).replace("LOGO", logo).replace("LABEL", sectionLabel)
                .replace("HEADLINE", headline);
    }

}
